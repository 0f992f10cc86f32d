/**
 * Receipts of plan purchases: `GET /api/payments/receipts/mine` (the signed-in client's, newest first). A receipt
 * is written once per paid payment intent, when the payment is credited; of the card only the brand and the last
 * four digits are kept, when known.
 */
import { z } from 'zod';
import { dateTimeText } from './common';
import { purchasablePlanCodeSchema } from './enums';

/** The card a receipt was paid with (brand as Stripe names it: visa, mastercard, amex...). */
export const receiptCardSchema = z.object({ brand: z.string(), last4: z.string().regex(/^[0-9]{4}$/) });

/** One receipt. Amounts are in the currency's minor unit (cents). */
export const receiptSchema = z.object({
  /** The receipt number (R-000001...), unique. */
  number: z.string(),
  plan: purchasablePlanCodeSchema,
  /** Sessions the plan gave. */
  credits: z.number().int(),
  amount: z.number().int(),
  /** ISO currency, lower case (usd). */
  currency: z.string(),
  /** null when the processor did not say which card paid. */
  card: receiptCardSchema.nullable(),
  /** When the payment was recorded. */
  paidAt: dateTimeText(),
  /** What went back to the card since (refunds), 0 when nothing. */
  refundedAmount: z.number().int(),
});
/** One receipt. */
export type Receipt = z.infer<typeof receiptSchema>;

/** `GET /api/payments/receipts/mine` query: the newest `limit` receipts. */
export const myReceiptsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'invalidNumber' })
    .int({ error: 'invalidNumber' })
    .min(1, { error: 'invalidNumber' })
    .max(100, { error: 'invalidNumber' })
    .default(50),
});
/** `GET /api/payments/receipts/mine` query. */
export type MyReceiptsQuery = z.infer<typeof myReceiptsQuerySchema>;

/** `GET /api/payments/receipts/mine` answer. */
export const myReceiptsResponseSchema = z.object({ receipts: z.array(receiptSchema) });
/** `GET /api/payments/receipts/mine` answer. */
export type MyReceiptsResponse = z.infer<typeof myReceiptsResponseSchema>;
