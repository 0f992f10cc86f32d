/**
 * Plan purchase: create a payment intent for a plan (the server decides the amount), confirm it, and credit the
 * subscription exactly once per intent, whether the confirm call or the Stripe webhook comes first and however
 * many of them run at once: `credited_at` is set by a conditional UPDATE in the same transaction as the credit.
 */
import { randomUUID } from 'node:crypto';
import type { Language, PurchasablePlanCode } from '@aliento/contracts/enums';
import { translateMessage } from '@aliento/contracts/messages';
import type {
  ConfirmPaymentIntentRequest,
  ConfirmPaymentIntentResponse,
  CreatePaymentIntentResponse,
  StripeWebhookEvent,
} from '@aliento/contracts/payments';
import { PLANS } from '@aliento/contracts/plans';
import type { Queryable } from '../db';
import { AppError, notFound } from '../lib/app-error';
import { paymentProvider } from '../payments';
import type { IntentRecord } from '../payments/provider';
import { StripeProvider } from '../payments/stripe-provider';
import { recordAudit, type AuditActor } from './audit';
import type { ServiceContext } from './context';
import { addPlanCredits, findSubscription } from './subscriptions';

type IntentRow = {
  id: string;
  provider: 'local' | 'stripe';
  client_id: string;
  plan: PurchasablePlanCode;
  amount: number;
  currency: string;
  credits: number;
  client_secret: string;
  status: IntentRecord['status'];
  credited_at: Date | null;
};

const toRecord = (r: IntentRow): IntentRecord => ({
  id: r.id,
  provider: r.provider,
  clientId: r.client_id,
  plan: r.plan,
  amount: r.amount,
  currency: r.currency,
  credits: r.credits,
  clientSecret: r.client_secret,
  status: r.status,
  creditedAt: r.credited_at,
});

async function findIntent(q: Queryable, id: string): Promise<IntentRecord | null> {
  const r = await q.query<IntentRow>('SELECT * FROM payment_intents WHERE id = $1', [id]);
  return r.rows[0] ? toRecord(r.rows[0]) : null;
}

/** `POST /api/stripe/create-payment-intent`: a new intent for the plan's server-side price. */
export async function createPaymentIntent(
  ctx: ServiceContext,
  clientId: string,
  planCode: PurchasablePlanCode,
  idempotencyKey?: string,
): Promise<CreatePaymentIntentResponse> {
  const plan = PLANS[planCode];
  const provider = paymentProvider(ctx);
  const created = await provider.create({
    clientId,
    plan: plan.code as PurchasablePlanCode,
    amount: plan.amountCents,
    currency: plan.currency,
    // a retried request with the same key gets the same Stripe intent; the key is scoped to the client
    idempotencyKey: `aliento-pi-${clientId}-${idempotencyKey ?? randomUUID()}`,
  });
  await ctx.db.query(
    `INSERT INTO payment_intents (id, provider, client_id, plan, amount, currency, credits, client_secret, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
    [created.id, provider.mode, clientId, plan.code, plan.amountCents, plan.currency, plan.credits, created.clientSecret, created.status],
  );
  const stored = await findIntent(ctx.db, created.id);
  if (!stored || stored.clientId !== clientId) throw new AppError(409, 'conflict');
  return { id: created.id, clientSecret: created.clientSecret, plan: planCode, amount: plan.amountCents, currency: plan.currency };
}

/**
 * Credits the intent's plan if it has not been credited yet. Safe to call any number of times concurrently:
 * only the transaction whose UPDATE flips `credited_at` from null adds credits. Returns true when it credited.
 */
export async function creditIntent(ctx: ServiceContext, intentId: string, actor: AuditActor): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const r = await tx.query<IntentRow>(
      `UPDATE payment_intents SET credited_at = now(), status = 'succeeded', updated_at = now()
       WHERE id = $1 AND credited_at IS NULL RETURNING *`,
      [intentId],
    );
    const row = r.rows[0];
    if (!row) return false;
    const { currentCredit } = await addPlanCredits(tx, row.client_id, row.plan, row.credits);
    await recordAudit(tx, {
      actor,
      action: 'payment.credited',
      subjectId: row.client_id,
      resource: { type: 'payment_intent', id: row.id },
      changes: { credits: { before: currentCredit - row.credits, after: currentCredit } },
      details: { plan: row.plan, credits: row.credits, amount: row.amount, currency: row.currency, provider: row.provider },
    });
    return true;
  });
}

/** `POST /api/stripe/confirm-payment-intent`: 201 with the subscription once paid and credited (idempotent). */
export async function confirmPaymentIntent(
  ctx: ServiceContext,
  clientId: string,
  body: ConfirmPaymentIntentRequest,
  lang: Language,
): Promise<ConfirmPaymentIntentResponse> {
  const intent = await findIntent(ctx.db, body.paymentIntentId);
  if (!intent) throw notFound();
  if (intent.clientId !== clientId) throw new AppError(403, 'forbidden');
  if (!intent.creditedAt) {
    const provider = paymentProvider(ctx);
    if (provider.mode !== intent.provider) throw new AppError(409, 'paymentsUnavailable');
    await provider.confirm(ctx.db, intent, body.card);
    await creditIntent(ctx, intent.id, { id: clientId, role: 'ROLE_CLIENT' });
  }
  const subscription = await findSubscription(ctx.db, clientId);
  if (!subscription) throw new AppError(500, 'subscriptionCreateFailed');
  return { message: translateMessage('paymentSuccessful', lang), subscription };
}

/**
 * `POST /api/stripe/webhook`: verifies the signature on the raw body, then for `payment_intent.succeeded`
 * re-reads the intent from Stripe and credits it like the confirm call. Unknown intents and events are acknowledged.
 */
export async function handleStripeWebhook(ctx: ServiceContext, rawBody: Buffer, signature: string | undefined): Promise<{ received: boolean }> {
  const provider = paymentProvider(ctx);
  const secret = ctx.config.stripeWebhookSecret;
  if (!(provider instanceof StripeProvider) || !secret) throw notFound();
  const event = provider.verifyWebhook(rawBody, signature, secret) as unknown as StripeWebhookEvent;
  if (event.type !== 'payment_intent.succeeded') return { received: true };
  const intent = await findIntent(ctx.db, event.data.object.id);
  if (!intent || intent.provider !== 'stripe') return { received: true };
  if (!intent.creditedAt) {
    await provider.confirm(ctx.db, intent);
    await creditIntent(ctx, intent.id, 'system');
  }
  return { received: true };
}
