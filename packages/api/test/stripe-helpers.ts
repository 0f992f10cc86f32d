/** A test app in Stripe mode on the Stripe stand-in, and the calls the payments tests make. */
import { type Actor, bearer, createTestApp, newClient, type TestApp } from './helpers';
import { signed, StripeStandIn } from './stripe-stand-in';

export const WEBHOOK_SECRET = 'whsec_test_secret';

export type StripeTest = Awaited<ReturnType<typeof startStripeApp>>;

export async function startStripeApp() {
  const stripe = new StripeStandIn();
  const t: TestApp = await createTestApp({
    stripeSecretKey: 'sk_test_standin',
    stripePublishableKey: 'pk_test_standin',
    stripeWebhookSecret: WEBHOOK_SECRET,
    stripeApiBase: await stripe.start(),
  });
  const client: Actor = await newClient(t.app);
  const as = (who: Actor) => ({ ...bearer(who), 'x-language': 'en' });
  const api = {
    t,
    stripe,
    client,
    create: (plan: string, opts: { key?: string; who?: Actor } = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/create-payment-intent',
        headers: { ...as(opts.who ?? client), ...(opts.key ? { 'idempotency-key': opts.key } : {}) },
        payload: { plan },
      }),
    confirm: (id: string, who: Actor = client) =>
      t.app.inject({ method: 'POST', url: '/api/stripe/confirm-payment-intent', headers: as(who), payload: { paymentIntentId: id } }),
    state: (id: string, who: Actor = client) => t.app.inject({ method: 'GET', url: `/api/stripe/payment-intents/${id}`, headers: as(who) }),
    /** Posts an event signed with the SDK's test helper (or with `signature` as given). */
    webhook: (payload: string, signature: string | null = signed(payload, WEBHOOK_SECRET)) =>
      t.app.inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        payload,
        headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) },
      }),
    credits: async (who: Actor = client) =>
      (await t.app.inject({ method: 'GET', url: `/api/subscriptions/client/${who.id}`, headers: bearer(who) })).json()?.currentCredit as number,
    /** Requests the API made to Stripe, as `METHOD /path`. */
    calls: () => stripe.requests.map((r) => `${r.method} ${r.path}`),
    close: async () => {
      await t.close();
      await stripe.stop();
    },
  };
  return api;
}
