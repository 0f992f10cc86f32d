/**
 * Plan purchase: create a payment intent for a plan (the server decides the amount), confirm it, and credit the
 * subscription exactly once per intent, whether the confirm call or the Stripe webhook comes first and however
 * many of them run at once: `credited_at` is set by a conditional UPDATE in the same transaction as the credit.
 * The webhook is the path that credits (Stripe's fulfilment guide); the confirm call may credit first.
 * A retry reuses the client's open intent for the plan, so a card is never charged twice.
 */
import { randomUUID } from 'node:crypto';
import type { Language, PurchasablePlanCode } from '@aliento/contracts/enums';
import { translateMessage } from '@aliento/contracts/messages';
import type {
  ConfirmPaymentIntentRequest,
  ConfirmPaymentIntentResponse,
  CreatePaymentIntentResponse,
  PaymentIntentState,
} from '@aliento/contracts/payments';
import { PLANS } from '@aliento/contracts/plans';
import { insertPaymentIntent, intentStateRow, markIntentCredited } from '../data/payment-intents';
import type { Queryable } from '../db';
import { AppError, isUniqueViolation, notFound } from '../lib/app-error';
import { paymentProvider } from '../payments';
import { CLOSED_STATUSES, type IntentRecord, type PaymentProvider } from '../payments/provider';
import { recordAudit, type AuditActor } from './audit';
import type { ServiceContext } from './context';
import { cancelOtherOpenIntents, findIntent, findOpenIntent } from './open-intents';
import { recordReceipt } from './receipts';
import { addPlanCredits, findSubscription } from './subscriptions';

export { findIntent } from './open-intents';

const answer = (i: IntentRecord, status = i.status): CreatePaymentIntentResponse => ({
  id: i.id,
  clientSecret: i.clientSecret,
  plan: i.plan,
  amount: i.amount,
  currency: i.currency,
  status,
});

/**
 * The open intent, brought up to date, when it can be answered again: null when it is gone (cancelled) or its
 * price is not the plan's any more (then it is cancelled). One already paid is credited here and answered as
 * `succeeded`: the page then only shows the result.
 */
async function reuse(ctx: ServiceContext, provider: PaymentProvider, open: IntentRecord): Promise<CreatePaymentIntentResponse | null> {
  const plan = PLANS[open.plan];
  if (open.amount !== plan.amountCents || open.currency !== plan.currency) {
    await provider.cancel(ctx.db, open);
    return null;
  }
  const status = await provider.refresh(ctx.db, open);
  if (status === 'canceled') return null;
  if (status === 'succeeded') {
    await provider.confirm(ctx.db, open);
    await creditIntent(ctx, open.id, { id: open.clientId, role: 'ROLE_CLIENT' });
  }
  return answer(open, status);
}

/**
 * `POST /api/stripe/create-payment-intent`: the client's open intent for this plan if there is one (a retry after
 * a failed confirmation must not charge again), else a new intent for the plan's server-side price. Open intents
 * for other plans are cancelled.
 */
export async function createPaymentIntent(
  ctx: ServiceContext,
  clientId: string,
  planCode: PurchasablePlanCode,
  idempotencyKey?: string,
): Promise<CreatePaymentIntentResponse> {
  const plan = PLANS[planCode];
  const provider = paymentProvider(ctx);
  await cancelOtherOpenIntents(ctx, provider, clientId, planCode);
  const open = await findOpenIntent(ctx.db, clientId, planCode, provider.mode);
  const reused = open ? await reuse(ctx, provider, open) : null;
  if (reused) return reused;

  const create = (key: string) =>
    provider.create({
      clientId,
      plan: planCode,
      amount: plan.amountCents,
      currency: plan.currency,
      idempotencyKey: `aliento-pi-${clientId}-${planCode}-${key}`,
    });
  let created = await create(idempotencyKey ?? randomUUID());
  const known = await findIntent(ctx.db, created.id);
  // the browser's key replayed an intent that is settled by now (paid or cancelled): this is a new purchase
  if (known && (known.creditedAt || CLOSED_STATUSES.includes(known.status))) created = await create(randomUUID());
  try {
    await insertPaymentIntent(ctx.db, {
      id: created.id,
      provider: provider.mode,
      clientId,
      plan: plan.code,
      amount: plan.amountCents,
      currency: plan.currency,
      credits: plan.credits,
      clientSecret: created.clientSecret,
      status: created.status,
    });
  } catch (e) {
    if (!isUniqueViolation(e, 'payment_intents_one_open_key')) throw e;
    // another request of this client opened one at the same moment: that one is the purchase, ours is dropped
    const winner = await findOpenIntent(ctx.db, clientId, planCode, provider.mode);
    const ours: IntentRecord = {
      ...created,
      provider: provider.mode,
      clientId,
      plan: planCode,
      amount: plan.amountCents,
      currency: plan.currency,
      credits: plan.credits,
      creditedAt: null,
    };
    await provider.cancel(ctx.db, ours);
    if (winner) return answer(winner);
    throw new AppError(409, 'conflict');
  }
  const stored = await findIntent(ctx.db, created.id);
  if (!stored || stored.clientId !== clientId) throw new AppError(409, 'conflict');
  return answer(stored);
}

/**
 * Credits the intent's plan if it has not been credited yet. Safe to call any number of times concurrently:
 * only the transaction whose UPDATE flips `credited_at` from null adds credits. Returns true when it credited.
 */
export async function creditIntent(ctx: ServiceContext, intentId: string, actor: AuditActor): Promise<boolean> {
  return ctx.db.transaction((tx) => creditIntentIn(ctx, tx, intentId, actor));
}

/**
 * {@link creditIntent} inside an open transaction (the payment recovery job claims the rows first). The receipt
 * (with its mail) is written in the same transaction, so a credited payment always has exactly one.
 */
export async function creditIntentIn(ctx: ServiceContext, tx: Queryable, intentId: string, actor: AuditActor): Promise<boolean> {
  const row = await markIntentCredited(tx, intentId);
  if (!row) return false;
  const { currentCredit } = await addPlanCredits(tx, row.client_id, row.plan, row.credits);
  await recordReceipt(ctx, tx, {
    paymentIntentId: row.id,
    clientId: row.client_id,
    plan: row.plan,
    credits: row.credits,
    amount: row.amount,
    currency: row.currency,
    cardBrand: row.card_brand,
    cardLast4: row.card_last4,
  });
  await recordAudit(tx, {
    actor,
    action: 'payment.credited',
    subjectId: row.client_id,
    resource: { type: 'payment_intent', id: row.id },
    changes: { credits: { before: currentCredit - row.credits, after: currentCredit } },
    details: { plan: row.plan, credits: row.credits, amount: row.amount, currency: row.currency, provider: row.provider },
  });
  return true;
}

/** The intent of this client (404 unknown, 403 another client's). */
async function ownIntent(ctx: ServiceContext, clientId: string, id: string): Promise<IntentRecord> {
  const intent = await findIntent(ctx.db, id);
  if (!intent) throw notFound();
  if (intent.clientId !== clientId) throw new AppError(403, 'forbidden');
  return intent;
}

/** `POST /api/stripe/confirm-payment-intent`: 201 with the subscription once paid and credited (idempotent). */
export async function confirmPaymentIntent(
  ctx: ServiceContext,
  clientId: string,
  body: ConfirmPaymentIntentRequest,
  lang: Language,
): Promise<ConfirmPaymentIntentResponse> {
  const intent = await ownIntent(ctx, clientId, body.paymentIntentId);
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
 * `GET /api/stripe/payment-intents/{id}`: where the client's payment stands, read again from the processor while
 * it is open. It never credits: the webhook (or the confirm call) does.
 */
export async function getPaymentIntent(ctx: ServiceContext, clientId: string, id: string): Promise<PaymentIntentState> {
  const intent = await ownIntent(ctx, clientId, id);
  const provider = paymentProvider(ctx);
  let fresh: IntentRecord['status'] | undefined;
  if (!intent.creditedAt && provider.mode === intent.provider && !CLOSED_STATUSES.includes(intent.status)) {
    // the processor unreachable for a moment: answer what is stored, the page asks again
    fresh = await provider.refresh(ctx.db, intent).catch(() => undefined);
  }
  const row = await intentStateRow(ctx.db, id);
  const credited = row.credited_at !== null;
  return {
    id,
    plan: intent.plan,
    // a success is stored only when credited: until then the processor's word is answered as is
    status: credited ? 'succeeded' : (fresh ?? row.status),
    credited,
    failed: !credited && (row.status === 'canceled' || (row.status === 'requires_payment_method' && row.last_error !== null)),
    subscription: credited ? await findSubscription(ctx.db, clientId) : null,
  };
}
