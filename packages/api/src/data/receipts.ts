/**
 * The SQL of `receipts` (one per paid plan purchase, migration 017); the rules are in services/receipts.ts. What
 * went back to the card is read from the payment: refunds made at Stripe (`refunded_amount`) and an admin's
 * refunds of a session's price (`card_refunds`).
 */
import type { Language, PurchasablePlanCode } from '@aliento/contracts/enums';
import type { Queryable } from '../db';

/** A receipt row with what was refunded of its payment. */
export type ReceiptRow = {
  id: string;
  number: string;
  payment_intent_id: string;
  client_id: string;
  plan: PurchasablePlanCode;
  credits: number;
  amount: number;
  currency: string;
  card_brand: string | null;
  card_last4: string | null;
  paid_at: Date;
  refunded_amount: number;
};

/** What a new receipt records (the payment credited just now). */
export type ReceiptInsert = {
  paymentIntentId: string;
  clientId: string;
  plan: PurchasablePlanCode;
  credits: number;
  amount: number;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
};

/** Stores the receipt of a payment unless it has one; answers the new row's id and number (undefined when it had one). */
export async function insertReceipt(q: Queryable, r: ReceiptInsert): Promise<{ id: string; number: string } | undefined> {
  const res = await q.query<{ id: string; number: string }>(
    `INSERT INTO receipts (payment_intent_id, client_id, plan, credits, amount, currency, card_brand, card_last4)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (payment_intent_id) DO NOTHING RETURNING id, number`,
    [r.paymentIntentId, r.clientId, r.plan, r.credits, r.amount, r.currency, r.cardBrand, r.cardLast4],
  );
  return res.rows[0];
}

const RECEIPT_COLUMNS = `r.id, r.number, r.payment_intent_id, r.client_id, r.plan, r.credits, r.amount, r.currency, r.card_brand,
  r.card_last4, r.paid_at,
  (p.refunded_amount + COALESCE((SELECT sum(c.amount) FROM card_refunds c WHERE c.payment_intent_id = r.payment_intent_id), 0))::int
    AS refunded_amount`;

/** A client's receipts, newest first. */
export async function clientReceiptRows(q: Queryable, clientId: string, limit: number): Promise<ReceiptRow[]> {
  const r = await q.query<ReceiptRow>(
    `SELECT ${RECEIPT_COLUMNS} FROM receipts r JOIN payment_intents p ON p.id = r.payment_intent_id
     WHERE r.client_id = $1 ORDER BY r.paid_at DESC, r.number DESC LIMIT $2`,
    [clientId, limit],
  );
  return r.rows;
}

/** A receipt with who it is mailed to. */
export type ReceiptMailRow = ReceiptRow & { email: string; first_name: string; language: Language; time_zone: string | null };

/** One receipt and its client's address, language and time zone. */
export async function receiptMailRow(q: Queryable, id: string): Promise<ReceiptMailRow> {
  const r = await q.query<ReceiptMailRow>(
    `SELECT ${RECEIPT_COLUMNS}, u.email, u.first_name, u.language, u.time_zone
     FROM receipts r JOIN payment_intents p ON p.id = r.payment_intent_id JOIN users u ON u.id = r.client_id WHERE r.id = $1`,
    [id],
  );
  return r.rows[0];
}
