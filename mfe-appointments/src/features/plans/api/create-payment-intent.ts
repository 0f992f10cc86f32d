import { api } from '@aliento/core';
import { createPaymentIntentRequestSchema, createPaymentIntentResponseSchema, type CreatePaymentIntentResponse } from '@aliento/contracts/payments';
import type { PurchasablePlanCode } from '@aliento/contracts/enums';

/**
 * `POST /api/stripe/create-payment-intent`: the browser names the plan, the server decides the amount. A retry of
 * the same purchase sends the same `Idempotency-Key`, and the server answers the client's open intent for the plan
 * (its `status` says whether it is already paid), so a card is never charged twice.
 */
export async function createPaymentIntent(plan: PurchasablePlanCode, idempotencyKey: string): Promise<CreatePaymentIntentResponse> {
  const json = createPaymentIntentRequestSchema.parse({ plan });
  const data = await api.post('/api/stripe/create-payment-intent', { json, headers: { 'Idempotency-Key': idempotencyKey } }).json();
  return createPaymentIntentResponseSchema.parse(data);
}
