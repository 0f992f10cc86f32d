/**
 * Stripe PaymentIntents through the official SDK, on a pinned API version. The card never reaches this server
 * (the Payment Element in the browser); before crediting, the intent is read back from Stripe and its status,
 * amount, currency and plan checked. `stripeApiBase` (STRIPE_API_BASE) points the SDK at another host (tests).
 */
import Stripe from 'stripe';
import type { PaymentIntentStatus } from '@aliento/contracts/payments';
import type { Queryable } from '../db';
import { AppError } from '../lib/app-error';
import { type IntentRecord, type NewIntent, type PaymentProvider, type RefundRecord, storeStatus } from './provider';

/**
 * The Stripe API version every request uses (the SDK's own, pinned with the SDK's exact version in package.json),
 * so a change of the account's default version in the dashboard cannot change what this code reads.
 */
export const STRIPE_API_VERSION = '2026-02-25.clover' as const;

/** Metadata key of refunds made by an admin's decision (their credit is settled by the appointment). */
export const APPOINTMENT_REFUND_KEY = 'aliento_appointment_id';

/** A Stripe SDK client for `secretKey`, optionally on another API base URL. */
export function createStripeClient(secretKey: string, apiBase?: string): Stripe {
  const base = apiBase ? new URL(apiBase) : undefined;
  return new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Aliento' },
    ...(base
      ? { host: base.hostname, port: base.port || (base.protocol === 'http:' ? 80 : 443), protocol: base.protocol === 'http:' ? 'http' : 'https' }
      : {}),
  });
}

/** Stripe's status, kept as is: our statuses are Stripe's seven. */
const statusOf = (s: Stripe.PaymentIntent.Status): PaymentIntentStatus => s;

/**
 * The brand and last four digits of the card that paid an intent retrieved with `latest_charge` (or
 * `payment_method`) expanded: the charge's `payment_method_details.card`, else the payment method's card. Nothing
 * else of the card is read.
 */
export function cardOf(pi: Stripe.PaymentIntent): { brand: string; last4: string } | null {
  const charge = typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
  const method = typeof pi.payment_method === 'object' ? pi.payment_method : null;
  const card = charge?.payment_method_details?.card ?? method?.card ?? null;
  if (!card?.last4 || !/^[0-9]{4}$/.test(card.last4)) return null;
  return { brand: card.brand || 'card', last4: card.last4 };
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

  /** The intent as Stripe has it now (404 → notFound, anything else → 502), with the `expand`ed fields as objects. */
  async retrieve(id: string, expand?: string[]): Promise<Stripe.PaymentIntent> {
    try {
      return await this.stripe.paymentIntents.retrieve(id, expand ? { expand } : undefined);
    } catch (e) {
      if ((e as { statusCode?: number }).statusCode === 404) throw new AppError(404, 'notFound');
      throw new AppError(502, 'paymentProcessingError');
    }
  }

  /** Stores what Stripe says of an intent that has not succeeded (success is stored only with its checks). */
  private async store(q: Queryable, pi: Stripe.PaymentIntent): Promise<PaymentIntentStatus> {
    const status = statusOf(pi.status);
    if (status !== 'succeeded') await storeStatus(q, pi.id, status, pi.last_payment_error?.code ?? pi.last_payment_error?.type ?? null);
    return status;
  }

  async refresh(q: Queryable, intent: IntentRecord): Promise<PaymentIntentStatus> {
    return this.store(q, await this.retrieve(intent.id));
  }

  async confirm(q: Queryable, intent: IntentRecord): Promise<void> {
    // the charge (and the payment method) come along, for the receipt's card brand and last four digits
    const pi = await this.retrieve(intent.id, ['latest_charge', 'payment_method']);
    await this.store(q, pi);
    const matches =
      pi.amount === intent.amount &&
      pi.currency.toLowerCase() === intent.currency &&
      pi.metadata?.plan === intent.plan &&
      pi.metadata?.clientId === intent.clientId;
    if (!matches) throw new AppError(402, 'paymentConfirmFailed');
    if (pi.status === 'processing') throw new AppError(402, 'paymentProcessing');
    if (pi.status !== 'succeeded') throw new AppError(402, 'paymentNotCompleted');
    const card = cardOf(pi);
    await q.query(
      `UPDATE payment_intents SET status = 'succeeded', last_error = NULL, updated_at = now(),
         card_brand = COALESCE($2::text, card_brand), card_last4 = COALESCE($3::text, card_last4)
       WHERE id = $1 AND (status <> 'succeeded' OR (card_last4 IS NULL AND $3::text IS NOT NULL))`,
      [intent.id, card?.brand ?? null, card?.last4 ?? null],
    );
  }

  async cancel(q: Queryable, intent: IntentRecord): Promise<PaymentIntentStatus> {
    try {
      return await this.store(q, await this.stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' }));
    } catch (e) {
      // Stripe refuses to cancel an intent that is paid or being paid: keep it, with its real status
      if ((e as { type?: string }).type === 'StripeInvalidRequestError') return this.refresh(q, intent);
      throw new AppError(502, 'paymentProcessingError');
    }
  }

  async refund(intent: IntentRecord, amount: number, appointmentId: string): Promise<RefundRecord> {
    try {
      const r = await this.stripe.refunds.create(
        { payment_intent: intent.id, amount, reason: 'requested_by_customer', metadata: { [APPOINTMENT_REFUND_KEY]: appointmentId } },
        { idempotencyKey: `aliento-refund-${appointmentId}` },
      );
      if (r.status === 'failed' || r.status === 'canceled') throw new AppError(502, 'cardRefundFailed');
      return { id: r.id, status: r.status ?? 'pending' };
    } catch (e) {
      if (e instanceof AppError) throw e;
      throw new AppError(502, 'cardRefundFailed');
    }
  }

  /**
   * What Stripe reports taken back from a payment: refunds other than an admin's decisions (those settle their
   * appointment), and disputes not won.
   */
  async reversedAmounts(intentId: string): Promise<{ refunded: number; disputed: number }> {
    const [refunds, disputes] = await Promise.all([
      this.stripe.refunds.list({ payment_intent: intentId, limit: 100 }),
      this.stripe.disputes.list({ payment_intent: intentId, limit: 100 }),
    ]);
    const refunded = refunds.data
      .filter((r) => r.status !== 'failed' && r.status !== 'canceled' && !r.metadata?.[APPOINTMENT_REFUND_KEY])
      .reduce((sum, r) => sum + r.amount, 0);
    const disputed = disputes.data.filter((d) => d.status !== 'won' && d.status !== 'warning_closed').reduce((sum, d) => sum + d.amount, 0);
    return { refunded, disputed };
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
