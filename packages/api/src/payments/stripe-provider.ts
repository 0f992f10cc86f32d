/**
 * Stripe PaymentIntents through the official SDK. The card never reaches this server (Stripe Elements in the
 * browser); before crediting, the intent is read back from Stripe and its status, amount, currency and plan checked.
 * `STRIPE_API_BASE` (e.g. `http://127.0.0.1:12111`) points the SDK at another host, for tests and stripe-mock.
 */
import Stripe from 'stripe';
import type { Queryable } from '../db';
import { AppError } from '../lib/app-error';
import type { IntentRecord, NewIntent, PaymentProvider } from './provider';

/** A Stripe SDK client for `secretKey`, optionally on another API base URL. */
export function createStripeClient(secretKey: string, apiBase = process.env.STRIPE_API_BASE): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Aliento' },
    ...(base
      ? { host: base.hostname, port: base.port || (base.protocol === 'http:' ? 80 : 443), protocol: base.protocol === 'http:' ? 'http' : 'https' }
      : {}),
  });
}

/** Our status for a Stripe status. */
function statusOf(s: Stripe.PaymentIntent.Status): IntentRecord['status'] {
  if (s === 'succeeded') return 'succeeded';
  if (s === 'processing') return 'processing';
  if (s === 'canceled') return 'canceled';
  return 'requires_payment_method';
}

/** Stripe as the payments provider. */
export class StripeProvider implements PaymentProvider {
  readonly mode = 'stripe' as const;

  constructor(readonly stripe: Stripe) {}

  async create(intent: NewIntent) {
    const pi = await this.stripe.paymentIntents.create(
      {
        amount: intent.amount,
        currency: intent.currency,
        automatic_payment_methods: { enabled: true },
        metadata: { plan: intent.plan, amount: String(intent.amount), clientId: intent.clientId },
        description: `Aliento ${intent.plan}`,
      },
      { idempotencyKey: intent.idempotencyKey },
    );
    if (!pi.client_secret) throw new AppError(502, 'paymentProcessingError');
    return { id: pi.id, clientSecret: pi.client_secret, status: statusOf(pi.status) };
  }

  async confirm(q: Queryable, intent: IntentRecord): Promise<void> {
    let pi: Stripe.PaymentIntent;
    try {
      pi = await this.stripe.paymentIntents.retrieve(intent.id);
    } catch (e) {
      if ((e as { statusCode?: number }).statusCode === 404) throw new AppError(404, 'notFound');
      throw new AppError(502, 'paymentProcessingError');
    }
    const status = statusOf(pi.status);
    if (status !== intent.status && status !== 'succeeded') {
      await q.query(`UPDATE payment_intents SET status = $2, updated_at = now() WHERE id = $1 AND status <> 'succeeded'`, [intent.id, status]);
    }
    const matches =
      pi.amount === intent.amount &&
      pi.currency.toLowerCase() === intent.currency &&
      pi.metadata?.plan === intent.plan &&
      pi.metadata?.clientId === intent.clientId;
    if (!matches) throw new AppError(402, 'paymentConfirmFailed');
    if (pi.status !== 'succeeded') throw new AppError(402, 'paymentNotCompleted');
    await q.query(`UPDATE payment_intents SET status = 'succeeded', last_error = NULL, updated_at = now() WHERE id = $1 AND status <> 'succeeded'`, [intent.id]);
  }

  /** Verifies a webhook's signature on the raw body and parses the event (throws 400 when it does not verify). */
  verifyWebhook(rawBody: Buffer | string, signature: string | undefined, secret: string): Stripe.Event {
    if (!signature) throw new AppError(400, 'invalidSignature');
    try {
      return this.stripe.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      throw new AppError(400, 'invalidSignature');
    }
  }
}
