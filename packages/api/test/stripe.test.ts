/**
 * Stripe mode against the Stripe stand-in (answers built from Stripe's published fixtures, reached through the
 * official SDK): a pinned API version, the server's price, the webhook as the path that credits, once.
 */
import { newClient } from './helpers';
import { startStripeApp, type StripeTest, WEBHOOK_SECRET } from './stripe-helpers';
import { signed } from './stripe-stand-in';

let s: StripeTest;
beforeAll(async () => {
  s = await startStripeApp();
});
afterAll(async () => {
  await s.close();
});

it('reports stripe mode with the publishable key', async () => {
  const res = await s.t.app.inject({ method: 'GET', url: '/api/config' });
  expect(res.json().payments).toEqual({ mode: 'stripe', publishableKey: 'pk_test_standin' });
});

it('creates intents with the server price and plan, on the pinned API version, with a client-scoped idempotency key', async () => {
  const res = await s.create('PLAN_FOUR', { key: 'retry-key-0001' });
  expect(res.statusCode).toBe(201);
  const body = res.json();
  expect(body).toMatchObject({ plan: 'PLAN_FOUR', amount: 18000, currency: 'usd', status: 'requires_payment_method' });
  expect(body.clientSecret).toMatch(new RegExp(`^${body.id}_secret_`));
  expect(s.stripe.intents.get(body.id)).toMatchObject({
    amount: 18000,
    currency: 'usd',
    metadata: { plan: 'PLAN_FOUR', amount: '18000', clientId: s.client.id },
  });
  const post = s.stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
  expect(post?.idempotencyKey).toBe(`aliento-pi-${s.client.id}-PLAN_FOUR-retry-key-0001`);
  expect(post?.auth).toBe('Bearer sk_test_standin');
  // every request names the version the code was written for, whatever the account's default is
  expect(new Set(s.stripe.requests.map((r) => r.stripeVersion))).toEqual(new Set(['2026-02-25.clover']));
});

it('credits once when the confirm call comes first, five times at once, and the webhook after', async () => {
  const { id } = (await s.create('PLAN_TEN')).json();
  const before = await s.credits();
  const early = await s.confirm(id);
  expect(early.statusCode).toBe(402);
  expect(early.json().message).toBe('The payment has not been completed.');
  s.stripe.pay(id);
  const results = await Promise.all(Array.from({ length: 5 }, () => s.confirm(id)));
  expect(results.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
  const event = s.stripe.event('payment_intent.succeeded', s.stripe.intents.get(id));
  const hook = await s.webhook(event);
  expect(hook.statusCode).toBe(200);
  expect(hook.json()).toEqual({ received: true });
  expect(await s.credits()).toBe(before + 10);
});

it('credits from the webhook alone when the browser never calls confirm; the page sees it through the GET', async () => {
  const { id } = (await s.create('PLAN_ONE')).json();
  const before = await s.credits();
  s.stripe.pay(id);
  expect((await s.state(id)).json()).toMatchObject({ status: 'succeeded', credited: false, failed: false, subscription: null });
  const event = s.stripe.event('payment_intent.succeeded', s.stripe.intents.get(id));
  const hooks = await Promise.all(Array.from({ length: 5 }, () => s.webhook(event)));
  expect(hooks.map((h) => h.statusCode)).toEqual(Array(5).fill(200));
  const state = await s.state(id);
  expect(state.headers['cache-control']).toBe('no-store');
  expect(state.json()).toMatchObject({
    id,
    plan: 'PLAN_ONE',
    status: 'succeeded',
    credited: true,
    failed: false,
    subscription: { currentCredit: before + 1 },
  });
  expect((await s.confirm(id)).statusCode).toBe(201);
  expect(await s.credits()).toBe(before + 1);
  // the audit trail names the system (Stripe's webhook) as who credited, once
  const audit = await s.t.db.query<{ actor_role: string; actor_id: string | null }>(
    `SELECT actor_role, actor_id FROM audit_events WHERE action = 'payment.credited' AND resource_id = $1`,
    [id],
  );
  expect(audit.rows).toEqual([{ actor_role: 'SYSTEM', actor_id: null }]);
});

it('rejects webhooks with a missing, wrong or stale signature, or a tampered body', async () => {
  const { id } = (await s.create('PLAN_COUPLES')).json();
  s.stripe.pay(id);
  const before = await s.credits();
  const payload = s.stripe.event('payment_intent.succeeded', s.stripe.intents.get(id));
  expect((await s.webhook(payload, null)).statusCode).toBe(400);
  expect((await s.webhook(payload, signed(payload, 'whsec_other'))).statusCode).toBe(400);
  expect((await s.webhook(payload, signed(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600))).statusCode).toBe(400);
  const tampered = await s.webhook(payload.replace('"evt_', '"evt_x'), signed(payload, WEBHOOK_SECRET));
  expect(tampered.statusCode).toBe(400);
  expect(tampered.json().message).toBe('Firma no válida.');
  expect(await s.credits()).toBe(before);
  // other event types and unknown intents are acknowledged without crediting
  expect((await s.webhook(s.stripe.event('payment_intent.created', s.stripe.intents.get(id)))).json()).toEqual({ received: true });
  expect((await s.webhook(s.stripe.event('payment_intent.succeeded', { id: 'pi_unknown', object: 'payment_intent' }))).statusCode).toBe(200);
  expect(await s.credits()).toBe(before);
});

it("does not credit when Stripe's amount or plan differ from what was stored", async () => {
  const { id } = (await s.create('PLAN_TEN')).json();
  const before = await s.credits();
  Object.assign(s.stripe.pay(id), { amount: 100 });
  expect((await s.confirm(id)).statusCode).toBe(402);
  expect((await s.webhook(s.stripe.event('payment_intent.succeeded', s.stripe.intents.get(id)))).statusCode).toBe(402);
  expect(await s.credits()).toBe(before);
});

it('records every PaymentIntent status as Stripe names it (requires_action is not requires_payment_method)', async () => {
  const { id } = (await s.create('PLAN_FOUR')).json();
  s.stripe.pay(id, 'requires_action');
  expect((await s.confirm(id)).statusCode).toBe(402);
  expect((await s.state(id)).json()).toMatchObject({ status: 'requires_action', failed: false });
  // the status events move it too: a declined card is a failure the page can name
  s.stripe.pay(id, 'declined');
  expect((await s.webhook(s.stripe.event('payment_intent.payment_failed', s.stripe.intents.get(id)))).statusCode).toBe(200);
  const row = await s.t.db.query<{ status: string; last_error: string }>('SELECT status, last_error FROM payment_intents WHERE id = $1', [id]);
  expect(row.rows[0]).toEqual({ status: 'requires_payment_method', last_error: 'card_declined' });
  expect((await s.state(id)).json()).toMatchObject({ status: 'requires_payment_method', credited: false, failed: true });
});

it("answers a payment's state only to its client", async () => {
  const { id } = (await s.create('PLAN_ONE')).json();
  const other = await newClient(s.t.app);
  expect((await s.state(id, other)).statusCode).toBe(403);
  expect((await s.state('pi_missing')).statusCode).toBe(404);
  expect((await s.t.app.inject({ method: 'GET', url: `/api/stripe/payment-intents/${id}` })).statusCode).toBe(401);
});

it('lets the browser send the Idempotency-Key header (CORS preflight)', async () => {
  const res = await s.t.app.inject({
    method: 'OPTIONS',
    url: '/api/stripe/create-payment-intent',
    headers: {
      origin: 'http://localhost:3000',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type,idempotency-key',
    },
  });
  expect(res.statusCode).toBe(204);
  expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key');
});

it('recovery asks Stripe about an intent left unconfirmed here, credits it once, and asks each intent at most every few minutes', async () => {
  const { runPaymentRecovery } = await import('../src/jobs/payment-recovery');
  // three clients (one open intent per client and plan): paid long ago, paid just now, never paid
  const [payer, young, idle] = [s.client, await newClient(s.t.app), await newClient(s.t.app)];
  const id = (await s.create('PLAN_FOUR', { who: payer })).json().id as string;
  const youngId = (await s.create('PLAN_ONE', { who: young })).json().id as string;
  const unpaid = (await s.create('PLAN_ONE', { who: idle })).json().id as string;
  const before = await s.credits(payer);
  // paid at Stripe, but the browser never came back and the webhook was lost
  for (const paid of [id, youngId]) s.stripe.pay(paid);
  await s.t.db.query(`UPDATE payment_intents SET created_at = now() - interval '20 minutes' WHERE id = ANY ($1::text[])`, [[id, unpaid]]);
  const asked = () => s.stripe.requests.filter((r) => r.method === 'GET' && [id, unpaid, youngId].some((x) => r.path.endsWith(x))).length;
  const askedBefore = asked();
  const runs = await Promise.all([runPaymentRecovery(s.t.app.ctx), runPaymentRecovery(s.t.app.ctx)]);
  expect(runs.reduce((n, r) => n + r.credited, 0)).toBe(1);
  expect(runs.reduce((n, r) => n + r.checked, 0)).toBe(2); // the paid one and the unpaid one, each by one run
  expect(await s.credits(payer)).toBe(before + 4);
  expect(asked() - askedBefore).toBe(2); // the young intent is left to the browser and the webhook
  // a second run soon after asks nobody again and credits nothing
  expect(await runPaymentRecovery(s.t.app.ctx)).toEqual({ credited: 0, checked: 0 });
  expect(asked() - askedBefore).toBe(2);
  expect((await s.confirm(id, payer)).statusCode).toBe(201);
  expect(await s.credits(payer)).toBe(before + 4);
});
