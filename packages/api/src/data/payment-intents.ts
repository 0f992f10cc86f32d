/**
 * The SQL of `payment_intents` (one row per payment intent of a plan purchase) and of `card_refunds` (a session's
 * price paid back to the card); the rules are in services/open-intents.ts, services/payments.ts,
 * services/payment-reversals.ts and services/card-refunds.ts.
 */
import type { PlanCode, PurchasablePlanCode } from '@aliento/contracts/enums';
import type { Queryable } from '../db';
import type { IntentRecord } from '../payments/provider';

/** The SQL condition of an open intent (the one the unique index `payment_intents_one_open_key` uses). */
export const OPEN = `credited_at IS NULL AND status NOT IN ('succeeded', 'canceled')`;

/** A payment in flight (`processing`) is never cancelled: its webhook settles it. */
const CANCELABLE = `status <> 'processing'`;

export type PaymentIntentRow = {
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

/** One stored intent row (null when unknown). */
export async function paymentIntentRow(q: Queryable, id: string): Promise<PaymentIntentRow | null> {
  const r = await q.query<PaymentIntentRow>('SELECT * FROM payment_intents WHERE id = $1', [id]);
  return r.rows[0] ?? null;
}

/** The client's open intent row for this plan with this provider (null when none). */
export async function openIntentRow(q: Queryable, clientId: string, plan: PurchasablePlanCode, provider: string): Promise<PaymentIntentRow | null> {
  const r = await q.query<PaymentIntentRow>(`SELECT * FROM payment_intents WHERE client_id = $1 AND plan = $2 AND provider = $3 AND ${OPEN}`, [
    clientId,
    plan,
    provider,
  ]);
  return r.rows[0] ?? null;
}

/** The client's cancelable open intent rows for other plans with this provider. */
export async function otherOpenIntentRows(q: Queryable, clientId: string, plan: PurchasablePlanCode, provider: string): Promise<PaymentIntentRow[]> {
  const r = await q.query<PaymentIntentRow>(
    `SELECT * FROM payment_intents WHERE client_id = $1 AND plan <> $2 AND provider = $3 AND ${OPEN} AND ${CANCELABLE}`,
    [clientId, plan, provider],
  );
  return r.rows;
}

/** Up to 100 cancelable open intent rows of this provider created before `before`, oldest first. */
export async function staleOpenIntentRows(q: Queryable, provider: string, before: Date): Promise<PaymentIntentRow[]> {
  const r = await q.query<PaymentIntentRow>(
    `SELECT * FROM payment_intents WHERE provider = $1 AND ${OPEN} AND ${CANCELABLE} AND created_at < $2 ORDER BY created_at LIMIT 100`,
    [provider, before],
  );
  return r.rows;
}

/** A new intent as stored. */
export type PaymentIntentInsert = {
  id: string;
  provider: string;
  clientId: string;
  plan: PlanCode;
  amount: number;
  currency: string;
  credits: number;
  clientSecret: string;
  status: IntentRecord['status'];
};

/** Stores a new intent (one already stored with this id is kept). */
export async function insertPaymentIntent(q: Queryable, i: PaymentIntentInsert): Promise<void> {
  await q.query(
    `INSERT INTO payment_intents (id, provider, client_id, plan, amount, currency, credits, client_secret, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING`,
    [i.id, i.provider, i.clientId, i.plan, i.amount, i.currency, i.credits, i.clientSecret, i.status],
  );
}

/** What crediting an intent needs. */
export type CreditedIntentRow = {
  id: string;
  client_id: string;
  plan: PurchasablePlanCode;
  credits: number;
  amount: number;
  currency: string;
  provider: string;
  card_brand: string | null;
  card_last4: string | null;
};

/** Marks an intent credited and succeeded unless it was credited; answers its row (undefined when it was). */
export async function markIntentCredited(q: Queryable, intentId: string): Promise<CreditedIntentRow | undefined> {
  const r = await q.query<CreditedIntentRow>(
    `UPDATE payment_intents SET credited_at = now(), status = 'succeeded', updated_at = now()
     WHERE id = $1 AND credited_at IS NULL RETURNING id, client_id, plan, credits, amount, currency, provider, card_brand, card_last4`,
    [intentId],
  );
  return r.rows[0];
}

/** The stored state of an existing intent. */
export async function intentStateRow(
  q: Queryable,
  id: string,
): Promise<{ status: IntentRecord['status']; credited_at: Date | null; last_error: string | null }> {
  const r = await q.query<{ status: IntentRecord['status']; credited_at: Date | null; last_error: string | null }>(
    'SELECT status, credited_at, last_error FROM payment_intents WHERE id = $1',
    [id],
  );
  return r.rows[0];
}

/** An intent row with what reversals took back and how many of its sessions went back to the card. */
export type ReversalIntentRow = {
  client_id: string;
  amount: number;
  credits: number;
  credits_taken_back: number;
  refunded_amount: number;
  disputed_amount: number;
  card_refunded: number;
};

/** Locks a credited intent and reads what a reversal needs (undefined when unknown or not credited). */
export async function lockCreditedIntent(q: Queryable, intentId: string): Promise<ReversalIntentRow | undefined> {
  const r = await q.query<ReversalIntentRow>(
    `SELECT p.client_id, p.amount, p.credits, p.credits_taken_back, p.refunded_amount, p.disputed_amount,
              (SELECT count(*)::int FROM card_refunds c WHERE c.payment_intent_id = p.id) AS card_refunded
       FROM payment_intents p WHERE p.id = $1 AND p.credited_at IS NOT NULL FOR UPDATE OF p`,
    [intentId],
  );
  return r.rows[0];
}

/** Stores the refunded and disputed amounts of an intent and the credits taken back. */
export async function setReversedAmounts(q: Queryable, intentId: string, refunded: number, disputed: number, takenBack: number): Promise<void> {
  await q.query(`UPDATE payment_intents SET refunded_amount = $2, disputed_amount = $3, credits_taken_back = $4, updated_at = now() WHERE id = $1`, [
    intentId,
    refunded,
    disputed,
    takenBack,
  ]);
}

/** An intent row with its card refunds (how many, how much). */
export type RefundableIntentRow = PaymentIntentRow & {
  credits_taken_back: number;
  refunded_amount: number;
  disputed_amount: number;
  card_refunded: number;
  card_refunded_amount: number;
};

/** The client's credited intent rows with this provider, newest first, locked. */
export async function refundableIntentRows(q: Queryable, clientId: string, provider: string): Promise<RefundableIntentRow[]> {
  const r = await q.query<RefundableIntentRow>(
    `SELECT p.*, COALESCE(c.n, 0)::int AS card_refunded, COALESCE(c.total, 0)::int AS card_refunded_amount
     FROM payment_intents p
     LEFT JOIN (SELECT payment_intent_id, count(*) AS n, sum(amount) AS total FROM card_refunds GROUP BY payment_intent_id) c
       ON c.payment_intent_id = p.id
     WHERE p.client_id = $1 AND p.provider = $2 AND p.credited_at IS NOT NULL
     ORDER BY p.credited_at DESC, p.id FOR UPDATE OF p`,
    [clientId, provider],
  );
  return r.rows;
}

/** Records a session's price paid back to the card. */
export async function insertCardRefund(
  q: Queryable,
  c: { appointmentId: string; intentId: string; refundId: string; amount: number; status: string; actorId: string },
): Promise<void> {
  await q.query(`INSERT INTO card_refunds (appointment_id, payment_intent_id, refund_id, amount, status, actor_id) VALUES ($1, $2, $3, $4, $5, $6)`, [
    c.appointmentId,
    c.intentId,
    c.refundId,
    c.amount,
    c.status,
    c.actorId,
  ]);
}
