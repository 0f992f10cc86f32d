/** The API's payments endpoints (see endpoints.ts). */
import {
  confirmPaymentIntentRequestSchema,
  confirmPaymentIntentResponseSchema,
  createPaymentIntentRequestSchema,
  createPaymentIntentResponseSchema,
  paymentIntentParamsSchema,
  paymentIntentStateSchema,
  stripeWebhookResponseSchema,
} from './payments';
import { myReceiptsQuerySchema, myReceiptsResponseSchema } from './receipts';
import { endpoint } from './endpoint';

export const paymentsEndpoints = {
  createPaymentIntent: endpoint({
    method: 'POST',
    path: '/api/stripe/create-payment-intent',
    tags: ['payments'],
    summary: 'Create a payment intent for a plan (the server decides the amount)',
    body: createPaymentIntentRequestSchema,
    status: 201,
    response: createPaymentIntentResponseSchema,
  }),
  confirmPaymentIntent: endpoint({
    method: 'POST',
    path: '/api/stripe/confirm-payment-intent',
    tags: ['payments'],
    summary: 'Confirm a payment intent; 201 once paid and credited (idempotent)',
    body: confirmPaymentIntentRequestSchema,
    status: 201,
    response: confirmPaymentIntentResponseSchema,
  }),
  getPaymentIntent: endpoint({
    method: 'GET',
    path: '/api/stripe/payment-intents/:id',
    tags: ['payments'],
    summary: "Where the client's payment stands (polled while it is being confirmed; the webhook credits it)",
    params: paymentIntentParamsSchema,
    response: paymentIntentStateSchema,
  }),
  getMyReceipts: endpoint({
    method: 'GET',
    path: '/api/payments/receipts/mine',
    tags: ['payments'],
    summary: "The signed-in client's receipts of plan purchases, newest first",
    query: myReceiptsQuerySchema,
    response: myReceiptsResponseSchema,
  }),
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/api/stripe/webhook',
    tags: ['payments'],
    summary: 'Stripe webhook: payment_intent.succeeded credits the plan once; refunds and disputes take credits back',
    response: stripeWebhookResponseSchema,
  }),
};
