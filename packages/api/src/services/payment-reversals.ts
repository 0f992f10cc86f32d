/**
 * Refunds and disputes flow back: when Stripe reports money of a plan payment refunded (outside an admin's
 * decision, e.g. from the Stripe dashboard) or disputed, the credits that money paid for are taken back, never
 * below what the client has already used. What could not be taken back is recorded for an admin
 * (`payment_adjustments.credits_short`).
 *
 * Credits owed back = floor((refunded + disputed) × credits ÷ amount): a full refund takes the whole plan, a
 * partial one whole sessions only (a goodwill refund smaller than one session's price takes none). The count
 * only grows, so replayed or out-of-order events change nothing; a dispute won later does not give credits back
 * by itself (an admin decides).
 */
import type { PaymentAdjustment } from '@aliento/contracts/admin-payments';
import { insertPaymentAdjustment, type PaymentAdjustmentReason, paymentAdjustmentRows } from '../data/payment-adjustments';
import { lockCreditedIntent, setReversedAmounts } from '../data/payment-intents';
import { lockCredits, takeCredits } from '../data/subscriptions';
import type { StripeProvider } from '../payments/stripe-provider';
import { recordAudit } from './audit';
import type { ServiceContext } from './context';

type Reason = PaymentAdjustmentReason;

/** Credits of a payment that `reversed` cents of `amount` paid for. */
export function creditsPaidFor(reversed: number, amount: number, credits: number): number {
  return Math.min(credits, Math.floor((reversed * credits) / amount));
}

/** Re-reads the payment's refunds and disputes from Stripe and takes back what is owed (once). */
export async function applyReversals(ctx: ServiceContext, provider: StripeProvider, intentId: string, reason: Reason): Promise<void> {
  const reported = await provider.reversedAmounts(intentId);
  await ctx.db.transaction(async (tx) => {
    const p = await lockCreditedIntent(tx, intentId);
    if (!p) return;
    const refunded = Math.max(p.refunded_amount, reported.refunded);
    const disputed = Math.max(p.disputed_amount, reported.disputed);
    // sessions an admin already refunded to the card were spent on their appointments: not taken twice
    const target = Math.min(p.credits - p.card_refunded, Math.max(p.credits_taken_back, creditsPaidFor(refunded + disputed, p.amount, p.credits)));
    const owed = target - p.credits_taken_back;
    await setReversedAmounts(tx, intentId, refunded, disputed, Math.max(target, p.credits_taken_back));
    if (owed <= 0) return;
    const s = await lockCredits(tx, p.client_id);
    const taken = Math.min(owed, s?.current_credit ?? 0);
    if (taken > 0) {
      await takeCredits(tx, p.client_id, taken);
    }
    await recordAudit(tx, {
      actor: 'system',
      action: 'payment.reversed',
      subjectId: p.client_id,
      resource: { type: 'payment_intent', id: intentId },
      changes: { credits: { before: s?.current_credit ?? 0, after: (s?.current_credit ?? 0) - taken } },
      details: { reason, amount: refunded + disputed, creditsTaken: taken, creditsShort: owed - taken },
    });
    await insertPaymentAdjustment(tx, {
      intentId,
      clientId: p.client_id,
      reason,
      amount: refunded + disputed,
      creditsTaken: taken,
      creditsShort: owed - taken,
    });
  });
}

/** `GET /api/admin/payment-adjustments`: newest first, those that need an admin (credits short) marked. */
export async function listPaymentAdjustments(ctx: ServiceContext): Promise<PaymentAdjustment[]> {
  const rows = await paymentAdjustmentRows(ctx.db);
  return rows.map((row) => ({
    _id: row.id,
    reason: row.reason,
    paymentIntentId: row.payment_intent_id,
    plan: row.plan,
    amount: row.amount,
    reversedAmount: row.reversed,
    currency: row.currency,
    client: { _id: row.client_id, firstName: row.first_name, lastName: row.last_name, email: row.email },
    creditsTaken: row.credits_taken,
    creditsShort: row.credits_short,
    flagged: row.credits_short > 0,
    createdAt: new Date(row.created_at).toISOString(),
  }));
}
