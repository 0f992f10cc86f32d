/**
 * Admin calls about card payments: how an accepted late cancellation is refunded (a session credit, or the
 * session's price back to the card through Stripe's Refunds API), and the refunds and disputes that took credits
 * back (flagged when the client had already used them).
 */
import { z } from 'zod';
import { dateTimeText, idSchema } from './common';
import { purchasablePlanCodeSchema } from './enums';

/** How an admin's Accept/Refund pays the client back. */
export const refundMethodSchema = z.enum(['credit', 'card'], { error: 'invalidValue' });
/** `credit` = one session credit back to the plan; `card` = the session's price back to the card that paid it. */
export type RefundMethod = z.infer<typeof refundMethodSchema>;

/** `PUT /api/admin/refund` body: the appointment and the method (a session credit unless told otherwise). */
export const refundRequestSchema = z.object({ appointmentId: idSchema, method: refundMethodSchema.default('credit') });
/** `PUT /api/admin/refund` body. */
export type RefundRequest = z.input<typeof refundRequestSchema>;

/** One time refunds or disputes took credits back (`GET /api/admin/payment-adjustments`). */
export const paymentAdjustmentSchema = z.object({
  _id: z.string(),
  reason: z.enum(['refund', 'dispute']),
  paymentIntentId: z.string(),
  plan: purchasablePlanCodeSchema,
  /** The payment, and what Stripe reports refunded or disputed of it (cents, `currency`). */
  amount: z.number().int(),
  reversedAmount: z.number().int(),
  currency: z.string(),
  client: z.object({ _id: idSchema, firstName: z.string(), lastName: z.string(), email: z.string() }),
  creditsTaken: z.number().int(),
  /** Credits that could not be taken back because the client had already used them: an admin should look. */
  creditsShort: z.number().int(),
  flagged: z.boolean(),
  createdAt: dateTimeText(),
});
/** One adjustment. */
export type PaymentAdjustment = z.infer<typeof paymentAdjustmentSchema>;

/** `GET /api/admin/payment-adjustments` answer, newest first. */
export const paymentAdjustmentsResponseSchema = z.array(paymentAdjustmentSchema);
