/** The Stripe provider against a local fake of Stripe's HTTP API: idempotent creation, server-side verification, signed webhooks. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type Actor, bearer, createTestApp, newClient, type TestApp } from './helpers';

type FakeIntent = { id: string; object: 'payment_intent'; amount: number; currency: string; status: string; client_secret: string; metadata: Record<string, string> };
const intents = new Map<string, FakeIntent>();
const byIdempotencyKey = new Map<string, FakeIntent>();
const requests: { method: string; url: string; idempotencyKey?: string; auth?: string }[] = [];
let server: Server;
let seq = 0;

const WEBHOOK_SECRET = 'whsec_test_secret';
let t: TestApp;
let client: Actor;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method as string, url: req.url as string, idempotencyKey, auth: req.headers.authorization });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        if (idempotencyKey && byIdempotencyKey.has(idempotencyKey)) return res.end(JSON.stringify(byIdempotencyKey.get(idempotencyKey)));
        const form = new URLSearchParams(body);
        const id = `pi_fake_${++seq}`;
        const metadata: Record<string, string> = {};
        for (const [k, v] of form) {
          const m = /^metadata\[(\w+)\]$/.exec(k);
          if (m) metadata[m[1]] = v;
        }
        const pi: FakeIntent = { id, object: 'payment_intent', amount: Number(form.get('amount')), currency: String(form.get('currency')), status: 'requires_payment_method', client_secret: `${id}_secret_x`, metadata };
        intents.set(id, pi);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, pi);
        return res.end(JSON.stringify(pi));
      }
      const m = /^\/v1\/payment_intents\/(\w+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && m && intents.has(m[1])) return res.end(JSON.stringify(intents.get(m[1])));
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'No such payment_intent' } }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.STRIPE_API_BASE = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ stripeSecretKey: 'sk_test_fake', stripePublishableKey: 'pk_test_fake', stripeWebhookSecret: WEBHOOK_SECRET });
  client = await newClient(t.app);
});
afterAll(async () => {
  await t.close();
  delete process.env.STRIPE_API_BASE;
  await new Promise((r) => server.close(r));
});

const stripe = new Stripe('sk_test_unused');
const signed = (payload: string, secret = WEBHOOK_SECRET) => stripe.webhooks.generateTestHeaderString({ payload, secret });
const webhook = (payload: string, signature?: string) =>
  t.app.inject({ method: 'POST', url: '/api/stripe/webhook', payload, headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) } });
const eventFor = (id: string, type = 'payment_intent.succeeded') => JSON.stringify({ id: `evt_${id}`, object: 'event', type, data: { object: { id, object: 'payment_intent' } } });
const create = (plan: string, key?: string) =>
  t.app.inject({ method: 'POST', url: '/api/stripe/create-payment-intent', headers: { ...bearer(client), ...(key ? { 'idempotency-key': key } : {}) }, payload: { plan } });
const confirm = (id: string) => t.app.inject({ method: 'POST', url: '/api/stripe/confirm-payment-intent', headers: { ...bearer(client), 'x-language': 'en' }, payload: { paymentIntentId: id } });
const credits = async () => (await t.app.inject({ method: 'GET', url: `/api/subscriptions/client/${client.id}`, headers: bearer(client) })).json().currentCredit as number;

it('reports stripe mode with the publishable key', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/config' });
  expect(res.json().payments).toEqual({ mode: 'stripe', publishableKey: 'pk_test_fake' });
});

it('creates intents with the server price, plan and amount in metadata, and an idempotency key', async () => {
  const res = await create('PLAN_FOUR', 'retry-key-0001');
  expect(res.statusCode).toBe(201);
  const body = res.json();
  expect(body).toMatchObject({ plan: 'PLAN_FOUR', amount: 18000, currency: 'usd', clientSecret: `${body.id}_secret_x` });
  const fake = intents.get(body.id) as FakeIntent;
  expect(fake).toMatchObject({ amount: 18000, currency: 'usd', metadata: { plan: 'PLAN_FOUR', amount: '18000', clientId: client.id } });
  const post = requests.find((r) => r.method === 'POST');
  expect(post?.idempotencyKey).toContain('retry-key-0001');
  expect(post?.auth).toBe('Bearer sk_test_fake');
  const retried = await create('PLAN_FOUR', 'retry-key-0001');
  expect(retried.json().id).toBe(body.id);
});

it('confirms only once Stripe says the intent succeeded, and credits once (confirm first, then webhook)', async () => {
  const { id } = (await create('PLAN_TEN')).json();
  const before = await credits();
  const early = await confirm(id);
  expect(early.statusCode).toBe(402);
  expect(early.json().message).toBe('The payment has not been completed.');
  (intents.get(id) as FakeIntent).status = 'succeeded';
  const results = await Promise.all(Array.from({ length: 5 }, () => confirm(id)));
  expect(results.map((r) => r.statusCode)).toEqual(Array(5).fill(201));
  const hook = await webhook(eventFor(id), signed(eventFor(id)));
  expect(hook.statusCode).toBe(200);
  expect(hook.json()).toEqual({ received: true });
  expect(await credits()).toBe(before + 10);
});

it('credits from the signed webhook (webhook first), and a replay or later confirm adds nothing', async () => {
  const { id } = (await create('PLAN_ONE')).json();
  const before = await credits();
  (intents.get(id) as FakeIntent).status = 'succeeded';
  const payload = eventFor(id);
  const hooks = await Promise.all(Array.from({ length: 5 }, () => webhook(payload, signed(payload))));
  expect(hooks.map((h) => h.statusCode)).toEqual(Array(5).fill(200));
  expect((await confirm(id)).statusCode).toBe(201);
  expect(await credits()).toBe(before + 1);
  // the audit trail names the system (Stripe's webhook) as who credited, once
  const audit = await t.db.query<{ actor_role: string; actor_id: string | null }>(`SELECT actor_role, actor_id FROM audit_events WHERE action = 'payment.credited' AND resource_id = $1`, [id]);
  expect(audit.rows).toEqual([{ actor_role: 'SYSTEM', actor_id: null }]);
});

it('rejects webhooks with a missing, wrong or stale signature, or a tampered body', async () => {
  const { id } = (await create('PLAN_COUPLES')).json();
  (intents.get(id) as FakeIntent).status = 'succeeded';
  const before = await credits();
  const payload = eventFor(id);
  expect((await webhook(payload)).statusCode).toBe(400);
  expect((await webhook(payload, signed(payload, 'whsec_other'))).statusCode).toBe(400);
  const stale = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
  expect((await webhook(payload, stale)).statusCode).toBe(400);
  const tampered = await webhook(payload.replace('"evt_', '"evt_x'), signed(payload));
  expect(tampered.statusCode).toBe(400);
  expect(tampered.json().message).toBe('Firma no válida.');
  expect(await credits()).toBe(before);
  // other event types and unknown intents are acknowledged without crediting
  const other = eventFor(id, 'payment_intent.created');
  expect((await webhook(other, signed(other))).json()).toEqual({ received: true });
  const unknown = eventFor('pi_unknown');
  expect((await webhook(unknown, signed(unknown))).statusCode).toBe(200);
  expect(await credits()).toBe(before);
});

it('does not credit when Stripe\'s amount or plan differ from what was stored', async () => {
  const { id } = (await create('PLAN_TEN')).json();
  const before = await credits();
  Object.assign(intents.get(id) as FakeIntent, { status: 'succeeded', amount: 100 });
  expect((await confirm(id)).statusCode).toBe(402);
  const payload = eventFor(id);
  expect((await webhook(payload, signed(payload))).statusCode).toBe(402);
  expect(await credits()).toBe(before);
});
