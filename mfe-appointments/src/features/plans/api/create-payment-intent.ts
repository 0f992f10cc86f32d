import { api } from '@aliento/core';
import {
  createPaymentIntentRequestSchema,
  createPaymentIntentResponseSchema,
  type CreatePaymentIntentResponse,
} from '@aliento/contracts/payments';
import type { PurchasablePlanCode } from '@aliento/contracts/enums';

/** `POST /api/stripe/create-payment-intent`: the browser names the plan, the server decides the amount. */
export async function createPaymentIntent(plan: PurchasablePlanCode): Promise<CreatePaymentIntentResponse> {
  const json = createPaymentIntentRequestSchema.parse({ plan });
  const data = await api.post('/api/stripe/create-payment-intent', { json }).json();
  return createPaymentIntentResponseSchema.parse(data);
}
