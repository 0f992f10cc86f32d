/**
 * Refunds and disputes flow back, against the Stripe stand-in: `charge.refunded` and `charge.dispute.created`
 * take back the credits they paid for, never below what was used (flagged for an admin); an admin's Accept/Refund
 * can pay the session back to the card through Stripe's Refunds API, once.
 */
import type { Db } from '../src/db';
import { type Actor, bearer, newClient, newUser } from './helpers';
import { startStripeApp, type StripeTest } from './stripe-helpers';

let s: StripeTest;
let admin: Actor;
let therapist: Actor;
beforeAll(async () => {
  s = await startStripeApp();
  [admin, therapist] = await Promise.all([newUser(s.t.app, s.t.db, ['ROLE_ADMIN']), newUser(s.t.app, s.t.db, ['ROLE_THERAPIST'])]);
});
afterAll(async () => {
  await s.close();
});

/** A plan bought and credited (card paid, confirm 201); returns the intent id. */
async function buy(plan: string, who: Actor = s.client): Promise<string> {
  const { id } = (await s.create(plan, { who })).json();
  s.stripe.pay(id);
  expect((await s.confirm(id, who)).statusCode).toBe(201);
  return id;
}
const refunded = (id: string) => s.webhook(s.stripe.event('charge.refunded', s.stripe.chargeOf(id)));
const adjustments = async (intentId: string) =>
  (
    await s.t.db.query('SELECT reason, amount, credits_taken, credits_short FROM payment_adjustments WHERE payment_intent_id = $1 ORDER BY id', [
      intentId,
    ])
  ).rows;

/** A late cancellation request waiting for the admin. */
async function pendingRequest(db: Db, client: Actor): Promise<string> {
  const start = new Date(Date.now() + 5 * 3_600_000);
  const r = await db.query<{ id: string }>(
    `INSERT INTO appointments (therapist_id, client_id, client_email, source, name, start_time, end_time, room, request_cancellation, request_cancellation_date, refund_status)
     VALUES ($1, $2, $3, 'builtin', 'Sesión', $4, $5, 'aliento-' || md5(random()::text), true, now(), 'PENDING') RETURNING id`,
    [therapist.id, client.id, client.email, start, new Date(start.getTime() + 45 * 60_000)],
  );
  return r.rows[0].id;
}
const decide = (appointmentId: string, method?: string) =>
  s.t.app.inject({
    method: 'PUT',
    url: '/api/admin/refund',
    headers: { ...bearer(admin), 'x-language': 'en' },
    payload: { appointmentId, ...(method ? { method } : {}) },
  });

it('a full refund from the Stripe dashboard takes back the whole plan, once', async () => {
  const id = await buy('PLAN_FOUR');
  const before = await s.credits();
  s.stripe.refund(id, 18000);
  expect((await refunded(id)).statusCode).toBe(200);
  expect(await s.credits()).toBe(before - 4);
  await refunded(id);
  expect(await s.credits()).toBe(before - 4);
  expect(await adjustments(id)).toEqual([{ reason: 'refund', amount: 18000, credits_taken: 4, credits_short: 0 }]);
});

it('a partial refund takes back whole sessions only', async () => {
  const id = await buy('PLAN_TEN');
  const before = await s.credits();
  s.stripe.refund(id, 4000);
  await refunded(id);
  expect(await s.credits()).toBe(before - 1);
  s.stripe.refund(id, 2000); // half a session: a goodwill refund, no session taken
  await refunded(id);
  expect(await s.credits()).toBe(before - 1);
  s.stripe.refund(id, 2000);
  await refunded(id);
  expect(await s.credits()).toBe(before - 2);
});

it('never below what was used: takes what is left and flags the rest, which the admin sees', async () => {
  const client = await newClient(s.t.app);
  const id = await buy('PLAN_FOUR', client);
  // four of the five sessions (the free one and three of the pack) are already booked
  await s.t.db.query('UPDATE subscriptions SET current_credit = current_credit - 4 WHERE client_id = $1', [client.id]);
  s.stripe.refund(id, 18000);
  await refunded(id);
  expect(await s.credits(client)).toBe(0);
  expect(await adjustments(id)).toEqual([{ reason: 'refund', amount: 18000, credits_taken: 1, credits_short: 3 }]);
  const list = await s.t.app.inject({ method: 'GET', url: '/api/admin/payment-adjustments', headers: bearer(admin) });
  expect(list.statusCode).toBe(200);
  expect(list.headers['cache-control']).toBe('no-store');
  expect(list.json().find((a: { paymentIntentId: string }) => a.paymentIntentId === id)).toMatchObject({
    reason: 'refund',
    plan: 'PLAN_FOUR',
    amount: 18000,
    reversedAmount: 18000,
    currency: 'usd',
    creditsTaken: 1,
    creditsShort: 3,
    flagged: true,
    client: { _id: client.id, email: client.email },
  });
  expect((await s.t.app.inject({ method: 'GET', url: '/api/admin/payment-adjustments', headers: bearer(client) })).statusCode).toBe(403);
});

it("the admin's list keeps a flagged payment however many newer refunds came after it (the newest 500 and every flagged one)", async () => {
  const client = await newClient(s.t.app);
  const id = await buy('PLAN_ONE', client);
  const insert = (flagged: boolean, count: number, ageDays: number) =>
    s.t.db.query(
      `INSERT INTO payment_adjustments (payment_intent_id, client_id, reason, amount, credits_taken, credits_short, created_at)
       SELECT $1, $2, 'refund', 5000, $3, $4, now() - make_interval(days => $5) - make_interval(secs => g) FROM generate_series(1, $6) g`,
      [id, client.id, flagged ? 0 : 1, flagged ? 1 : 0, ageDays, count],
    );
  await insert(true, 1, 400); // an old refund of a session already used
  await insert(false, 501, 1); // and more than a page of newer ones since
  const list = (await s.t.app.inject({ method: 'GET', url: '/api/admin/payment-adjustments', headers: bearer(admin) })).json() as {
    flagged: boolean;
    createdAt: string;
    paymentIntentId: string;
  }[];
  const all = Number((await s.t.db.query('SELECT count(*) FROM payment_adjustments')).rows[0].count);
  // the newest 500 first, then only flagged ones; older unflagged ones are left out
  expect(list.length).toBeGreaterThan(500);
  expect(list.length).toBeLessThan(all);
  expect(list.slice(500).every((a) => a.flagged)).toBe(true);
  expect(list.filter((a) => a.flagged && a.paymentIntentId === id)).toHaveLength(1);
  expect(list.at(-1)).toMatchObject({ paymentIntentId: id, flagged: true }); // newest first: the old flagged one last
  expect(list.map((a) => a.createdAt)).toEqual([...list.map((a) => a.createdAt)].sort().reverse());
  await s.t.db.query('DELETE FROM payment_adjustments WHERE payment_intent_id = $1', [id]);
});

it('a dispute takes back the credits it covers', async () => {
  const id = await buy('PLAN_ONE');
  const before = await s.credits();
  const dispute = s.stripe.dispute(id);
  expect((await s.webhook(s.stripe.event('charge.dispute.created', dispute))).statusCode).toBe(200);
  expect(await s.credits()).toBe(before - 1);
  expect(await adjustments(id)).toEqual([{ reason: 'dispute', amount: 5000, credits_taken: 1, credits_short: 0 }]);
});

it('a refund arriving before the payment was credited credits it first, then takes it back', async () => {
  const before = await s.credits();
  const { id } = (await s.create('PLAN_COUPLES')).json();
  s.stripe.pay(id);
  s.stripe.refund(id, 6000);
  await refunded(id);
  await s.webhook(s.stripe.event('payment_intent.succeeded', s.stripe.intents.get(id)));
  expect(await s.credits()).toBe(before);
  expect(await adjustments(id)).toEqual([{ reason: 'refund', amount: 6000, credits_taken: 1, credits_short: 0 }]);
});

describe("the admin's Accept/Refund", () => {
  it('refunds one session of the last card payment through Stripe, once; the credit stays spent and the mail says so', async () => {
    const client = await newClient(s.t.app);
    const id = await buy('PLAN_FOUR', client);
    const appointmentId = await pendingRequest(s.t.db, client);
    const credits = await s.credits(client);
    const [a, b] = await Promise.all([decide(appointmentId, 'card'), decide(appointmentId, 'card')]);
    const ok = a.statusCode === 200 ? a : b;
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(ok.json()).toMatchObject({
      message: "Successfully refunded the session to the client's card.",
      appointment: { refundStatus: 'CARD_REFUNDED', cancelled: true },
    });
    const posts = s.stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && r.body.get('payment_intent') === id);
    expect(posts).toHaveLength(1);
    expect(posts[0].body.get('amount')).toBe('4500');
    expect(posts[0].body.get('metadata[aliento_appointment_id]')).toBe(appointmentId);
    expect(posts[0].idempotencyKey).toBe(`aliento-refund-${appointmentId}`);
    expect(await s.credits(client)).toBe(credits);
    // Stripe's charge.refunded for this refund takes nothing more: the session was settled by the decision
    await refunded(id);
    expect(await s.credits(client)).toBe(credits);
    expect(await adjustments(id)).toEqual([]);
    const mail = await s.t.db.query<{ subject: string; text_body: string }>(`SELECT subject, text_body FROM mail_outbox WHERE dedupe_key = $1`, [
      `appointment:${appointmentId}:refundedToCard:client`,
    ]);
    expect(mail.rows[0].subject).toBe('Te reembolsamos tu sesión a la tarjeta');
    expect(mail.rows[0].text_body.replace(/\s/g, ' ')).toContain('te reembolsamos 45 US$ a la tarjeta con la que pagaste');
    expect(mail.rows[0].text_body).toContain('el crédito de la sesión no regresa a tu plan');
    // the session is off: both people's calendars get the CANCEL, and the therapist is told the time is free
    const cancels = await s.t.db.query<{ dedupe_key: string; calendar: { method: string; content: string } | null }>(
      `SELECT dedupe_key, calendar FROM mail_outbox WHERE dedupe_key LIKE $1 ORDER BY dedupe_key`,
      [`appointment:${appointmentId}:refundedToCard:%`],
    );
    expect(cancels.rows.map((r) => [r.dedupe_key.split(':').pop(), r.calendar?.method])).toEqual([
      ['client', 'CANCEL'],
      ['therapist', 'CANCEL'],
    ]);
    for (const r of cancels.rows) expect(r.calendar?.content).toContain('STATUS:CANCELLED');
    expect((await decide(appointmentId, 'card')).json()).toMatchObject({ code: 'refundAlreadyDecided' });
  });

  it('says when there is no card payment to refund, and leaves the request pending; a credit can still be returned', async () => {
    const client = await newClient(s.t.app);
    const appointmentId = await pendingRequest(s.t.db, client);
    const res = await decide(appointmentId, 'card');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'cardRefundUnavailable', message: expect.stringContaining('Return a session credit instead') });
    const before = await s.credits(client);
    const credit = await decide(appointmentId);
    expect(credit.json()).toMatchObject({ message: 'Successfully refunded client.', appointment: { refundStatus: 'REFUNDED' } });
    expect(await s.credits(client)).toBe(before + 1);
  });

  it('keeps the request pending when Stripe cannot refund', async () => {
    const client = await newClient(s.t.app);
    await buy('PLAN_ONE', client);
    const appointmentId = await pendingRequest(s.t.db, client);
    s.stripe.breakNext('POST /v1/refunds', 3);
    const res = await decide(appointmentId, 'card');
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe('cardRefundFailed');
    const row = await s.t.db.query('SELECT refund_status, cancelled FROM appointments WHERE id = $1', [appointmentId]);
    expect(row.rows[0]).toEqual({ refund_status: 'PENDING', cancelled: false });
    expect((await decide(appointmentId, 'card')).statusCode).toBe(200);
  });

  it('refuses an unknown method with a 400 naming the field', async () => {
    const client = await newClient(s.t.app);
    const res = await decide(await pendingRequest(s.t.db, client), 'cash');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ method: 'invalid value' });
  });
});
