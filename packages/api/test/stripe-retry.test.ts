/**
 * No double charge, against the Stripe stand-in: a confirmation that fails after the card was charged, a payment
 * still processing, a declined card, a change of plan, two clicks at once, a day-old open intent.
 */
import { paymentProvider } from '../src/payments';
import { cancelStaleIntents } from '../src/services/open-intents';
import { startStripeApp, type StripeTest } from './stripe-helpers';

let s: StripeTest;
beforeAll(async () => {
  s = await startStripeApp();
});
afterAll(async () => {
  await s.close();
});

const created = () => s.calls().filter((c) => c === 'POST /v1/payment_intents').length;
const dbStatus = async (id: string) =>
  (await s.t.db.query<{ status: string }>('SELECT status FROM payment_intents WHERE id = $1', [id])).rows[0]?.status;

it('a confirm that fails after the card was charged, then a retry: the same intent, one charge, credited once', async () => {
  const before = await s.credits();
  const first = (await s.create('PLAN_FOUR', { key: 'attempt-0001' })).json();
  s.stripe.pay(first.id);
  // the API cannot reach Stripe while confirming (the SDK's own retries included)
  s.stripe.breakNext(`GET /v1/payment_intents/${first.id}`, 3);
  const failed = await s.confirm(first.id);
  expect(failed.statusCode).toBe(502);
  expect(await s.credits()).toBe(before);

  const intentsBefore = created();
  const retry = await s.create('PLAN_FOUR', { key: 'attempt-0002' });
  expect(retry.statusCode).toBe(201);
  expect(retry.json()).toMatchObject({ id: first.id, clientSecret: first.clientSecret, status: 'succeeded' });
  expect(created()).toBe(intentsBefore);
  expect(s.stripe.chargesOf(first.id)).toHaveLength(1);
  expect(await s.credits()).toBe(before + 4);
  // the webhook arriving afterwards adds nothing
  await s.webhook(s.stripe.event('payment_intent.succeeded', s.stripe.intents.get(first.id)));
  expect(await s.credits()).toBe(before + 4);
});

it('a payment still processing: the retry answers the same intent, and the webhook credits it when it settles', async () => {
  const before = await s.credits();
  const { id } = (await s.create('PLAN_TEN')).json();
  s.stripe.pay(id, 'processing');
  const confirm = await s.confirm(id);
  expect(confirm.statusCode).toBe(402);
  expect(confirm.json()).toMatchObject({
    code: 'paymentProcessing',
    message: 'We are confirming your payment. Your sessions will appear as soon as it is confirmed.',
  });
  expect((await s.state(id)).json()).toMatchObject({ status: 'processing', credited: false, failed: false });

  const intentsBefore = created();
  expect((await s.create('PLAN_TEN')).json()).toMatchObject({ id, status: 'processing' });
  expect(created()).toBe(intentsBefore);
  // the job never cancels a payment in flight
  await s.t.db.query(`UPDATE payment_intents SET created_at = now() - interval '2 days' WHERE id = $1`, [id]);
  await cancelStaleIntents(s.t.app.ctx, paymentProvider(s.t.app.ctx));
  expect(s.stripe.intents.get(id)?.status).toBe('processing');

  s.stripe.settle(id);
  await s.webhook(s.stripe.event('payment_intent.succeeded', s.stripe.intents.get(id)));
  expect((await s.state(id)).json()).toMatchObject({ status: 'succeeded', credited: true, subscription: { currentCredit: before + 10 } });
  expect(s.stripe.chargesOf(id)).toHaveLength(1);
});

it('a declined card leaves the intent payable: the retry with another card reuses it', async () => {
  const before = await s.credits();
  const { id } = (await s.create('PLAN_ONE')).json();
  s.stripe.pay(id, 'declined');
  await s.webhook(s.stripe.event('payment_intent.payment_failed', s.stripe.intents.get(id)));
  expect((await s.state(id)).json()).toMatchObject({ status: 'requires_payment_method', failed: true });
  expect((await s.create('PLAN_ONE')).json()).toMatchObject({ id, status: 'requires_payment_method' });
  s.stripe.pay(id);
  expect((await s.confirm(id)).statusCode).toBe(201);
  expect(await s.credits()).toBe(before + 1);
});

it('choosing another plan cancels the open intent of the first one at Stripe', async () => {
  const one = (await s.create('PLAN_ONE')).json();
  const couples = (await s.create('PLAN_COUPLES')).json();
  expect(couples.id).not.toBe(one.id);
  expect(s.stripe.intents.get(one.id)).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
  expect(await dbStatus(one.id)).toBe('canceled');
  // back to the first plan: a new intent, the cancelled one is never answered again
  const again = (await s.create('PLAN_ONE')).json();
  expect(again.id).not.toBe(one.id);
  expect(again.status).toBe('requires_payment_method');
  expect(await dbStatus(couples.id)).toBe('canceled');
});

it('five clicks at once open one intent; the extra ones made at Stripe are cancelled', async () => {
  await s.create('PLAN_ONE'); // any open PLAN_FOUR is not this client's any more after this
  const results = await Promise.all(Array.from({ length: 5 }, (_, i) => s.create('PLAN_FOUR', { key: `click-${i}-000` })));
  expect(results.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
  const ids = new Set(results.map((r) => r.json().id));
  expect(ids.size).toBe(1);
  const open = await s.t.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM payment_intents WHERE client_id = $1 AND plan = 'PLAN_FOUR' AND credited_at IS NULL AND status NOT IN ('succeeded', 'canceled')`,
    [s.client.id],
  );
  expect(open.rows[0].n).toBe(1);
  const strays = [...s.stripe.intents.values()].filter(
    (pi) =>
      pi.metadata.plan === 'PLAN_FOUR' && pi.metadata.clientId === s.client.id && !ids.has(pi.id) && pi.status !== 'canceled' && !pi.latest_charge,
  );
  expect(strays).toEqual([]);
});

it('cancels intents left open for more than a day', async () => {
  const { id } = (await s.create('PLAN_COUPLES')).json();
  await s.t.db.query(`UPDATE payment_intents SET created_at = now() - interval '25 hours' WHERE id = $1`, [id]);
  expect(await cancelStaleIntents(s.t.app.ctx, paymentProvider(s.t.app.ctx))).toBeGreaterThanOrEqual(1);
  expect(s.stripe.intents.get(id)?.status).toBe('canceled');
  expect(await dbStatus(id)).toBe('canceled');
});

it('the same Idempotency-Key once the purchase is done starts a new purchase, not the paid one', async () => {
  const first = (await s.create('PLAN_TEN', { key: 'same-key-0001' })).json();
  s.stripe.pay(first.id);
  expect((await s.confirm(first.id)).statusCode).toBe(201);
  const second = (await s.create('PLAN_TEN', { key: 'same-key-0001' })).json();
  expect(second.id).not.toBe(first.id);
  expect(second.status).toBe('requires_payment_method');
});

it('a purchase goes ahead when the old intent of another plan cannot be cancelled right now (the job retries it)', async () => {
  const old = (await s.create('PLAN_ONE')).json();
  s.stripe.breakNext(`POST /v1/payment_intents/${old.id}/cancel`, 3);
  const res = await s.create('PLAN_COUPLES');
  expect(res.statusCode).toBe(201);
  expect(res.json().status).toBe('requires_payment_method');
  expect(await dbStatus(old.id)).toBe('requires_payment_method');
  await s.t.db.query(`UPDATE payment_intents SET created_at = now() - interval '25 hours' WHERE id = $1`, [old.id]);
  await cancelStaleIntents(s.t.app.ctx, paymentProvider(s.t.app.ctx));
  expect(await dbStatus(old.id)).toBe('canceled');
});
