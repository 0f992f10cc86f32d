import { api } from '@aliento/core';
import {
  confirmPaymentIntentRequestSchema,
  confirmPaymentIntentResponseSchema,
  type ConfirmPaymentIntentRequest,
  type ConfirmPaymentIntentResponse,
} from '@aliento/contracts/payments';

/**
 * `POST /api/stripe/confirm-payment-intent`: the server confirms (local processor: charges `card`) and credits
 * the subscription. Only 201 counts as success (spec section 4).
 */
export async function confirmPaymentIntent(body: ConfirmPaymentIntentRequest): Promise<ConfirmPaymentIntentResponse> {
  const json = confirmPaymentIntentRequestSchema.parse(body);
  const response = await api.post('/api/stripe/confirm-payment-intent', { json, retry: 0 });
  if (response.status !== 201) throw new Error(`Unexpected status ${response.status}`);
  return confirmPaymentIntentResponseSchema.parse(await response.json());
}
