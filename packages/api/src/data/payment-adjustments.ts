/** The SQL of `payment_adjustments` (credits taken back after a refund or dispute reported by Stripe); the rules are in services/payment-reversals.ts. */
import type { PurchasablePlanCode } from '@aliento/contracts/enums';
import type { Queryable } from '../db';

/** Why money of a payment came back. */
export type PaymentAdjustmentReason = 'refund' | 'dispute';

/** Records what a reversal took back and what it could not. */
export async function insertPaymentAdjustment(
  q: Queryable,
  a: { intentId: string; clientId: string; reason: PaymentAdjustmentReason; amount: number; creditsTaken: number; creditsShort: number },
): Promise<void> {
  await q.query(
    `INSERT INTO payment_adjustments (payment_intent_id, client_id, reason, amount, credits_taken, credits_short)
       VALUES ($1, $2, $3, $4, $5, $6)`,
    [a.intentId, a.clientId, a.reason, a.amount, a.creditsTaken, a.creditsShort],
  );
}

/** An adjustment with its payment and client. */
export type AdjustmentRow = {
  id: string;
  reason: PaymentAdjustmentReason;
  payment_intent_id: string;
  plan: PurchasablePlanCode;
  amount: number;
  reversed: number;
  currency: string;
  client_id: string;
  first_name: string;
  last_name: string;
  email: string;
  credits_taken: number;
  credits_short: number;
  created_at: Date;
};

/**
 * The newest 500 adjustments and every one that needs an admin (credits short), however old, newest first: a flagged
 * payment must not drop out of the admin's list because newer refunds came after it.
 */
export async function paymentAdjustmentRows(q: Queryable): Promise<AdjustmentRow[]> {
  const r = await q.query<AdjustmentRow>(
    `SELECT a.id::text, a.reason, a.payment_intent_id, p.plan, p.amount, a.amount AS reversed, p.currency, a.client_id,
            u.first_name, u.last_name, u.email, a.credits_taken, a.credits_short, a.created_at
     FROM payment_adjustments a JOIN payment_intents p ON p.id = a.payment_intent_id JOIN users u ON u.id = a.client_id
     WHERE a.credits_short > 0
        OR a.id IN (SELECT id FROM payment_adjustments ORDER BY created_at DESC, id DESC LIMIT 500)
     ORDER BY a.created_at DESC, a.id DESC`,
  );
  return r.rows;
}
