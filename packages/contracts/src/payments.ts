/**
 * Plan purchase: `POST /api/stripe/create-payment-intent`, `POST /api/stripe/confirm-payment-intent` and the
 * Stripe webhook `POST /api/stripe/webhook`. With the local test processor (config `payments.mode = 'local'`)
 * the confirm call carries the card; with Stripe the card goes to Stripe Elements in the browser.
 */
import { z } from 'zod';
import { requiredText, text } from './common';
import { purchasablePlanCodeSchema } from './enums';
import { subscriptionSchema } from './subscriptions';

/** `POST /api/stripe/create-payment-intent` body: the plan only; the server decides the amount. */
export const createPaymentIntentRequestSchema = z.object({ plan: purchasablePlanCodeSchema });
/** `POST /api/stripe/create-payment-intent` body. */
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentRequestSchema>;

/** `POST /api/stripe/create-payment-intent` answer (201). */
export const createPaymentIntentResponseSchema = z.object({
  id: z.string(),
  clientSecret: z.string(),
  plan: purchasablePlanCodeSchema,
  amount: z.number().int(),
  currency: z.string(),
});
/** `POST /api/stripe/create-payment-intent` answer. */
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/** Card details for the local test processor (Luhn, expiry and CVC are checked by the server). */
export const localCardSchema = z.object({
  number: text({ error: 'required' }).trim().regex(/^[0-9 ]{12,23}$/, { error: 'invalidValue' }),
  expMonth: z.number({ error: 'invalidNumber' }).int().min(1, { error: 'invalidDate' }).max(12, { error: 'invalidDate' }),
  expYear: z.number({ error: 'invalidNumber' }).int().min(2000, { error: 'invalidDate' }).max(2100, { error: 'invalidDate' }),
  cvc: text({ error: 'required' }).regex(/^[0-9]{3,4}$/, { error: 'invalidValue' }),
});
/** Card details for the local test processor. */
export type LocalCard = z.infer<typeof localCardSchema>;

/** `POST /api/stripe/confirm-payment-intent` body. `card` is required in local mode, ignored with Stripe. */
export const confirmPaymentIntentRequestSchema = z.object({
  paymentIntentId: requiredText(255),
  card: localCardSchema.optional(),
});
/** `POST /api/stripe/confirm-payment-intent` body. */
export type ConfirmPaymentIntentRequest = z.infer<typeof confirmPaymentIntentRequestSchema>;

/** `POST /api/stripe/confirm-payment-intent` answer (201 once paid and credited; idempotent). */
export const confirmPaymentIntentResponseSchema = z.object({
  message: z.string(),
  subscription: subscriptionSchema,
});
/** `POST /api/stripe/confirm-payment-intent` answer. */
export type ConfirmPaymentIntentResponse = z.infer<typeof confirmPaymentIntentResponseSchema>;

/** The part of a Stripe webhook event the server reads (the signature is verified on the raw body first). */
export const stripeWebhookEventSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  data: z.looseObject({ object: z.looseObject({ id: z.string() }) }),
});
/** A Stripe webhook event. */
export type StripeWebhookEvent = z.infer<typeof stripeWebhookEventSchema>;

/** `POST /api/stripe/webhook` answer. */
export const stripeWebhookResponseSchema = z.object({ received: z.boolean() });
