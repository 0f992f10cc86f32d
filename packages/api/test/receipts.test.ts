/**
 * Receipts (issue 20): one per paid plan purchase, written when the payment is credited (local test card and
 * Stripe), never two for one payment however often it is confirmed; `GET /api/payments/receipts/mine` for the
 * signed-in client only; the receipt mail through the outbox in the client's language and time zone.
 */
import { RECEIPT_DATE } from '../src/services/receipts';
import { type Actor, bearer, createTestApp, newCast, newClient, type TestApp } from './helpers';
import { startStripeApp, type StripeTest } from './stripe-helpers';

const flat = (s: string) => s.replace(/\s/g, ' ');
const card = (number = '4242424242424242') => ({
  number,
  expMonth: 12,
  expYear: new Date().getFullYear() + 2,
  cvc: /^3[47]/.test(number) ? '1234' : '123',
});

type ReceiptMail = { subject: string; text_body: string; html_body: string; kind: string; language: string; to_address: string };
const receiptMails = async (t: TestApp, intentId: string) =>
  (
    await t.db.query<ReceiptMail>('SELECT subject, text_body, html_body, kind, language, to_address FROM mail_outbox WHERE dedupe_key = $1', [
      `receipt:${intentId}`,
    ])
  ).rows;

describe('with the local test processor', () => {
  let t: TestApp;
  let client: Actor;
  let other: Actor;
  let therapist: Actor;
  let admin: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    ({ client, other, therapist, admin } = await newCast(t));
  });
  afterAll(async () => {
    await t.close();
  });

  const mine = (who: Actor | null, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/payments/receipts/mine${query}`, headers: { ...(who ? bearer(who) : {}), 'x-language': 'en' } });
  /** A new intent for `plan` and the call that pays it with card `number` (4242... unless told). */
  const buy = async (who: Actor, plan: string, number?: string) => {
    const created = await t.app.inject({ method: 'POST', url: '/api/stripe/create-payment-intent', headers: bearer(who), payload: { plan } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const confirm = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/confirm-payment-intent',
        headers: bearer(who),
        payload: { paymentIntentId: id, card: card(number) },
      });
    return { id, confirm };
  };

  it('writes one receipt per purchase, however often and however concurrently it is confirmed', async () => {
    const { id, confirm } = await buy(client, 'PLAN_FOUR');
    const results = await Promise.all(Array.from({ length: 5 }, () => confirm()));
    expect(results.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
    expect((await confirm()).statusCode).toBe(201); // a replay later
    const res = await mine(client);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { receipts } = res.json();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toEqual({
      number: expect.stringMatching(/^R-\d{6}$/),
      plan: 'PLAN_FOUR',
      credits: 4,
      amount: 18000,
      currency: 'usd',
      card: { brand: 'visa', last4: '4242' },
      paidAt: expect.any(String),
      refundedAmount: 0,
    });
    expect(Math.abs(Date.parse(receipts[0].paidAt) - Date.now())).toBeLessThan(60_000);
    const count = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM receipts WHERE payment_intent_id = $1', [id]);
    expect(count.rows[0].n).toBe(1);
    expect(await receiptMails(t, id)).toHaveLength(1);
  });

  it('lists newest first with the card that paid (a declined card before it is not the one shown)', async () => {
    const { id } = await buy(client, 'PLAN_ONE');
    const confirmWith = (number: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/confirm-payment-intent',
        headers: bearer(client),
        payload: { paymentIntentId: id, card: card(number) },
      });
    expect((await confirmWith('4000000000000002')).statusCode).toBe(402);
    expect((await confirmWith('5555555555554444')).statusCode).toBe(201);
    const { receipts } = (await mine(client)).json();
    expect(receipts.map((r: { plan: string }) => r.plan)).toEqual(['PLAN_ONE', 'PLAN_FOUR']);
    expect(receipts[0].card).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(receipts[0].number > receipts[1].number).toBe(true);
    expect((await mine(client, '?limit=1')).json().receipts.map((r: { plan: string }) => r.plan)).toEqual(['PLAN_ONE']);
  });

  it('answers each client their own receipts only; other roles and anonymous callers none', async () => {
    expect((await mine(other)).json()).toEqual({ receipts: [] });
    expect((await mine(null)).statusCode).toBe(401);
    expect((await mine(therapist)).statusCode).toBe(403);
    expect((await mine(admin)).statusCode).toBe(403);
  });

  it('refuses a bad limit with a 400 naming the field', async () => {
    for (const q of ['?limit=0', '?limit=101', '?limit=abc', '?limit=1.5']) {
      const res = await mine(client, q);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['limit']);
    }
  });

  it('mails the receipt in English in the client’s time zone, with the amount, plan, date, card and number', async () => {
    const buyer = await newClient(t.app);
    await t.db.query(`UPDATE users SET language = 'en', time_zone = 'Asia/Tokyo' WHERE id = $1`, [buyer.id]);
    const { id, confirm } = await buy(buyer, 'PLAN_FOUR');
    expect((await confirm()).statusCode).toBe(201);
    const [receipt] = (await mine(buyer)).json().receipts;
    const mails = await receiptMails(t, id);
    expect(mails).toHaveLength(1);
    const m = mails[0];
    expect(m).toMatchObject({ subject: 'Your Aliento receipt', kind: 'receipt', language: 'en', to_address: buyer.email });
    const text = flat(m.text_body);
    const date = flat(new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Tokyo', ...RECEIPT_DATE }).format(new Date(receipt.paidAt)));
    expect(text).toContain(`Receipt: ${receipt.number}`);
    expect(text).toContain('Plan: 4-session pack (4 sessions)');
    expect(text).toContain('Amount: $180.00');
    expect(text).toContain(`Date: ${date}`);
    expect(date).toContain('GMT+9');
    expect(text).toContain('Card: Visa ending in 4242');
    expect(text).toContain('/dashboard/appointments#receipts');
    expect(m.html_body).toContain('Visa ending in 4242');
  });

  it('mails the receipt in Spanish by default, in the default zone when the client has none', async () => {
    const buyer = await newClient(t.app);
    await t.db.query(`UPDATE users SET language = 'es', time_zone = NULL WHERE id = $1`, [buyer.id]);
    const { id, confirm } = await buy(buyer, 'PLAN_ONE', '378282246310005'); // Amex, with a 4-digit CVC
    expect((await confirm()).statusCode).toBe(201);
    const [m] = await receiptMails(t, id);
    expect(m).toMatchObject({ subject: 'Tu recibo de Aliento', language: 'es' });
    const text = flat(m.text_body);
    expect(text).toContain('Plan: Sesión individual (1 sesión)');
    expect(text).toContain('Importe: 50,00 US$');
    expect(text).toContain('Tarjeta: American Express terminada en 0005');
    expect(text).toMatch(/Fecha: \d{1,2} de [a-z]+ de \d{4}/);
  });
});

describe('with Stripe (the stand-in)', () => {
  let s: StripeTest;
  beforeAll(async () => {
    s = await startStripeApp();
  });
  afterAll(async () => {
    await s.close();
  });
  const mine = (who: Actor) => s.t.app.inject({ method: 'GET', url: '/api/payments/receipts/mine', headers: bearer(who) });

  it('reads the card from the charge when the confirm call credits; the webhook after it writes no second receipt', async () => {
    const { id } = (await s.create('PLAN_TEN')).json();
    s.stripe.pay(id);
    expect((await s.confirm(id)).statusCode).toBe(201);
    // the charge was read with the intent (expand), not as another request
    const reads = s.stripe.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${id}`);
    expect(reads.some((r) => [...r.body.values()].includes('latest_charge'))).toBe(true);
    expect((await s.webhook(s.stripe.event('payment_intent.succeeded', s.stripe.intents.get(id)))).statusCode).toBe(200);
    expect((await s.confirm(id)).statusCode).toBe(201);
    const { receipts } = (await mine(s.client)).json();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ plan: 'PLAN_TEN', credits: 10, amount: 40000, currency: 'usd', card: { brand: 'visa', last4: '4242' } });
    expect(await receiptMails(s.t, id)).toHaveLength(1);
    // only the brand and the last four digits of the card are stored
    const stored = await s.t.db.query('SELECT card_brand, card_last4 FROM payment_intents WHERE id = $1', [id]);
    expect(stored.rows[0]).toEqual({ card_brand: 'visa', card_last4: '4242' });
  });

  it('writes the receipt when the webhook alone credits (replayed five times: one receipt, one mail)', async () => {
    const who = await newClient(s.t.app);
    const { id } = (await s.create('PLAN_ONE', { who })).json();
    s.stripe.pay(id);
    const event = s.stripe.event('payment_intent.succeeded', s.stripe.intents.get(id));
    const hooks = await Promise.all(Array.from({ length: 5 }, () => s.webhook(event)));
    expect(hooks.map((h) => h.statusCode)).toEqual(Array(5).fill(200));
    const { receipts } = (await mine(who)).json();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ plan: 'PLAN_ONE', amount: 5000, card: { brand: 'visa', last4: '4242' }, refundedAmount: 0 });
    expect(await receiptMails(s.t, id)).toHaveLength(1);
  });

  it('shows on the receipt what Stripe refunded of the payment', async () => {
    const who = await newClient(s.t.app);
    const { id } = (await s.create('PLAN_FOUR', { who })).json();
    s.stripe.pay(id);
    expect((await s.confirm(id, who)).statusCode).toBe(201);
    s.stripe.refund(id, 4500);
    expect((await s.webhook(s.stripe.event('charge.refunded', s.stripe.chargeOf(id)))).statusCode).toBe(200);
    const { receipts } = (await mine(who)).json();
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ amount: 18000, refundedAmount: 4500 });
  });
});
