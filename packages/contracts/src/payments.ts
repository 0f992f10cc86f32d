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

/** Every PaymentIntent status (https://docs.stripe.com/payments/paymentintents/lifecycle); the local processor uses the same. */
export const PAYMENT_INTENT_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] as const;
/** Zod schema of a PaymentIntent status. */
export const paymentIntentStatusSchema = z.enum(PAYMENT_INTENT_STATUSES);
/** A PaymentIntent status. */
export type PaymentIntentStatus = z.infer<typeof paymentIntentStatusSchema>;

/**
 * `POST /api/stripe/create-payment-intent` answer (201). A retry answers the client's open intent for the same
 * plan (same id and secret) instead of a new one, so a card is never charged twice: `status` says where it stands
 * (`processing` or `succeeded` = already paid, only wait for the credit; nothing to confirm again).
 */
export const createPaymentIntentResponseSchema = z.object({
  id: z.string(),
  clientSecret: z.string(),
  plan: purchasablePlanCodeSchema,
  amount: z.number().int(),
  currency: z.string(),
  status: paymentIntentStatusSchema,
});
/** `POST /api/stripe/create-payment-intent` answer. */
export type CreatePaymentIntentResponse = z.infer<typeof createPaymentIntentResponseSchema>;

/** Card details for the local test processor (Luhn, expiry and CVC are checked by the server). */
export const localCardSchema = z.object({
  number: text({ error: 'required' })
    .trim()
    .regex(/^[0-9 ]{12,23}$/, { error: 'invalidValue' }),
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

/** Path params of `GET /api/stripe/payment-intents/{id}`. */
export const paymentIntentParamsSchema = z.object({ id: requiredText(255) });

/**
 * `GET /api/stripe/payment-intents/{id}` answer (the owning client only): the page polls it while a payment is
 * being confirmed, until the webhook has credited it (`credited`, with the subscription) or it failed.
 */
export const paymentIntentStateSchema = z.object({
  id: z.string(),
  plan: purchasablePlanCodeSchema,
  status: paymentIntentStatusSchema,
  credited: z.boolean(),
  /** The payment did not go through (declined, or the intent was cancelled): nothing was charged. */
  failed: z.boolean(),
  /** The subscription once credited. */
  subscription: subscriptionSchema.nullable(),
});
/** A payment intent's state. */
export type PaymentIntentState = z.infer<typeof paymentIntentStateSchema>;

/** `POST /api/stripe/webhook` answer. */
export const stripeWebhookResponseSchema = z.object({ received: z.boolean() });
