/**
 * A local stand-in for the parts of Stripe's API the payments code calls, for tests: an HTTP server the official
 * `stripe` SDK is pointed at (STRIPE_API_BASE → the SDK's host/port/protocol settings). Every object it answers
 * starts from Stripe's published fixture of that resource (test/fixtures/stripe-openapi-fixtures.json, from the
 * public stripe/openapi repository) with only the fields a request or a test decides set; lists use the list
 * envelope of the fixtures (`{ object: 'list', data, has_more, url }`) and errors Stripe's `{ error: { type,
 * code, message } }`. It honours Idempotency-Key as Stripe does (same key and body → same answer; same key with
 * another body → 400 idempotency_error) and records every request.
 * The browser's side (Stripe.js confirming a card) and the dashboard's (a refund, a dispute) are test methods.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import fixtures from './fixtures/stripe-openapi-fixtures.json';

type Obj = Record<string, unknown> & { id: string };
type Intent = Obj & { amount: number; currency: string; status: string; metadata: Record<string, string>; latest_charge: string | null };
type Charge = Obj & { amount: number; amount_refunded: number; refunded: boolean; payment_intent: string };
type Refund = Obj & { amount: number; status: string; payment_intent: string; metadata: Record<string, string> };
type Dispute = Obj & { amount: number; status: string; payment_intent: string; charge: string };
export type StandInRequest = { method: string; path: string; body: URLSearchParams; idempotencyKey?: string; stripeVersion?: string; auth?: string };

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const clone = <T>(o: T): T => JSON.parse(JSON.stringify(o));
const now = () => Math.floor(Date.now() / 1000);
/** Stripe's form encoding, `metadata[plan]=…`, read back into an object. */
function metadataOf(body: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of body) {
    const m = /^metadata\[(\w+)\]$/.exec(k);
    if (m) out[m[1]] = v;
  }
  return out;
}

export class StripeStandIn {
  readonly intents = new Map<string, Intent>();
  readonly charges = new Map<string, Charge>();
  readonly refunds: Refund[] = [];
  readonly disputes: Dispute[] = [];
  readonly requests: StandInRequest[] = [];
  private readonly idempotent = new Map<string, { body: string; status: number; answer: unknown }>();
  /** Requests (by `METHOD /path` prefix) to break at the network level, as many times as given. */
  private readonly breaks = new Map<string, number>();
  private server?: Server;
  url = '';

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => this.handle(req, res, raw));
    });
    await new Promise<void>((r) => this.server?.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  stop(): Promise<void> {
    // the SDK keeps its connections alive: end them, or the test worker would not exit
    this.server?.closeAllConnections();
    return new Promise((r) => (this.server ? this.server.close(() => r()) : r()));
  }

  /** The next `times` requests starting with `route` (e.g. `GET /v1/payment_intents/pi_…`) lose their connection. */
  breakNext(route: string, times: number): void {
    this.breaks.set(route, times);
  }

  /** Charges made (what a person would see on their card statement). */
  chargesOf(intentId: string): Charge[] {
    return [...this.charges.values()].filter((c) => c.payment_intent === intentId);
  }

  private handle(req: IncomingMessage, res: ServerResponse, raw: string): void {
    const [path, query = ''] = (req.url ?? '').split('?');
    const method = req.method ?? 'GET';
    const body = new URLSearchParams(method === 'GET' ? query : raw);
    const header = (name: string) => (req.headers[name] as string | undefined) ?? undefined;
    this.requests.push({
      method,
      path,
      body,
      idempotencyKey: header('idempotency-key'),
      stripeVersion: header('stripe-version'),
      auth: header('authorization'),
    });
    for (const [route, times] of this.breaks) {
      if (times > 0 && `${method} ${path}`.startsWith(route)) {
        this.breaks.set(route, times - 1);
        req.socket.destroy();
        return;
      }
    }
    const key = header('idempotency-key');
    const send = (status: number, answer: unknown) => {
      if (key && method === 'POST') this.idempotent.set(key, { body: raw, status, answer });
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(JSON.stringify(answer));
    };
    if (key && method === 'POST' && this.idempotent.has(key)) {
      const seen = this.idempotent.get(key)!;
      if (seen.body !== raw)
        return send(400, {
          error: {
            type: 'idempotency_error',
            message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        });
      res.writeHead(seen.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
      return void res.end(JSON.stringify(seen.answer));
    }
    const [status, answer] = this.route(method, path, body);
    send(status, answer);
  }

  private route(method: string, path: string, body: URLSearchParams): [number, unknown] {
    const notFound = (what: string): [number, unknown] => [
      404,
      { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } },
    ];
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/payment_intents') return [200, this.createIntent(body)];
    if ((m = /^\/v1\/payment_intents\/(\w+)$/.exec(path)) && method === 'GET')
      return this.intents.has(m[1]) ? [200, this.expanded(this.intents.get(m[1]) as Intent, body)] : notFound('payment_intent');
    if ((m = /^\/v1\/payment_intents\/(\w+)\/cancel$/.exec(path)) && method === 'POST') {
      const pi = this.intents.get(m[1]);
      if (!pi) return notFound('payment_intent');
      if (!['requires_payment_method', 'requires_capture', 'requires_confirmation', 'requires_action'].includes(pi.status)) {
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`,
            },
          },
        ];
      }
      Object.assign(pi, { status: 'canceled', canceled_at: now(), cancellation_reason: body.get('cancellation_reason') });
      return [200, pi];
    }
    if ((m = /^\/v1\/charges\/(\w+)$/.exec(path)) && method === 'GET')
      return this.charges.has(m[1]) ? [200, this.charges.get(m[1])] : notFound('charge');
    if (path === '/v1/refunds' && method === 'POST') {
      const pi = this.intents.get(body.get('payment_intent') ?? '');
      if (!pi?.latest_charge)
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              code: 'charge_not_refundable',
              message: 'This PaymentIntent has no successful charge to refund.',
            },
          },
        ];
      return [200, this.refund(pi.id, Number(body.get('amount') ?? pi.amount), metadataOf(body))];
    }
    if (path === '/v1/refunds' && method === 'GET')
      return [
        200,
        this.list(
          path,
          this.refunds.filter((r) => r.payment_intent === body.get('payment_intent')),
        ),
      ];
    if (path === '/v1/disputes' && method === 'GET')
      return [
        200,
        this.list(
          path,
          this.disputes.filter((d) => d.payment_intent === body.get('payment_intent')),
        ),
      ];
    return notFound(`route ${method} ${path}`);
  }

  /** An intent with its charge as an object when the request asks `expand[]=latest_charge`, as Stripe answers it. */
  private expanded(pi: Intent, body: URLSearchParams): Intent | Obj {
    const expand = [...body].filter(([k]) => /^expand\[\d*\]$/.test(k)).map(([, v]) => v);
    if (!expand.includes('latest_charge') || !pi.latest_charge) return pi;
    return { ...pi, latest_charge: this.charges.get(pi.latest_charge) ?? pi.latest_charge };
  }

  private list(url: string, data: unknown[]) {
    return { ...clone(fixtures.charge.refunds), data, has_more: false, url };
  }

  private createIntent(body: URLSearchParams): Intent {
    const id = newId('pi');
    const pi: Intent = {
      ...clone(fixtures.payment_intent),
      id,
      amount: Number(body.get('amount')),
      amount_received: 0,
      currency: String(body.get('currency')),
      description: body.get('description'),
      metadata: metadataOf(body),
      automatic_payment_methods: { enabled: body.get('automatic_payment_methods[enabled]') === 'true' },
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      status: 'requires_payment_method',
      created: now(),
      canceled_at: null,
      last_payment_error: null,
      next_action: null,
      processing: null,
      transfer_data: null,
      latest_charge: null,
    };
    this.intents.set(id, pi);
    return pi;
  }

  /**
   * The browser's side: Stripe.js confirms the intent with a card. `succeeded` and `processing` charge the card
   * (one charge, as Stripe makes); `declined` leaves it payable with another card; `requires_action` asks for 3DS.
   */
  pay(intentId: string, outcome: 'succeeded' | 'processing' | 'declined' | 'requires_action' = 'succeeded'): Intent {
    const pi = this.intents.get(intentId);
    if (!pi) throw new Error(`stand-in: no intent ${intentId}`);
    if (outcome === 'declined') {
      return Object.assign(pi, {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' },
      });
    }
    if (outcome === 'requires_action') return Object.assign(pi, { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } });
    if (pi.latest_charge) throw new Error('stand-in: this intent was already charged');
    const charge: Charge = {
      ...clone(fixtures.charge),
      id: newId('ch'),
      amount: pi.amount,
      amount_captured: pi.amount,
      amount_refunded: 0,
      refunded: false,
      currency: pi.currency,
      payment_intent: pi.id,
      created: now(),
      status: outcome === 'processing' ? 'pending' : 'succeeded',
    };
    this.charges.set(charge.id, charge);
    return Object.assign(pi, {
      status: outcome,
      latest_charge: charge.id,
      last_payment_error: null,
      amount_received: outcome === 'succeeded' ? pi.amount : 0,
    });
  }

  /** A processing payment settles (the bank confirmed it). */
  settle(intentId: string): Intent {
    const pi = this.intents.get(intentId) as Intent;
    (this.charges.get(pi.latest_charge as string) as Charge).status = 'succeeded';
    return Object.assign(pi, { status: 'succeeded', amount_received: pi.amount });
  }

  /** A refund (from the dashboard when `metadata` is empty); updates the charge as Stripe does. */
  refund(intentId: string, amount: number, metadata: Record<string, string> = {}): Refund {
    const pi = this.intents.get(intentId) as Intent;
    const charge = this.charges.get(pi.latest_charge as string) as Charge;
    const refund: Refund = {
      ...clone(fixtures.refund),
      id: newId('re'),
      amount,
      charge: charge.id,
      currency: pi.currency,
      payment_intent: pi.id,
      metadata,
      status: 'succeeded',
      created: now(),
    };
    this.refunds.push(refund);
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    return refund;
  }

  /** A dispute (chargeback) the cardholder opened for the whole remaining amount, unless told. */
  dispute(intentId: string, amount?: number): Dispute {
    const pi = this.intents.get(intentId) as Intent;
    const charge = this.charges.get(pi.latest_charge as string) as Charge;
    const dispute: Dispute = {
      ...clone(fixtures.dispute),
      id: newId('dp'),
      amount: amount ?? charge.amount - charge.amount_refunded,
      charge: charge.id,
      currency: pi.currency,
      payment_intent: pi.id,
      status: 'needs_response',
      created: now(),
    };
    this.disputes.push(dispute);
    return dispute;
  }

  /** An event as Stripe would send it, from the fixture event, about `object`. */
  event(type: string, object: unknown): string {
    return JSON.stringify({ ...clone(fixtures.event), id: newId('evt'), type, api_version: '2026-02-25.clover', created: now(), data: { object } });
  }

  /** The charge of an intent (the object of `charge.refunded`). */
  chargeOf(intentId: string): Charge {
    return this.charges.get(this.intents.get(intentId)?.latest_charge as string) as Charge;
  }
}

/** A signature header for `payload`, made with the SDK's own test helper. */
export function signed(payload: string, secret: string, timestamp?: number): string {
  return new Stripe('sk_test_unused').webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });
}
