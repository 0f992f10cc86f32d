import { api } from '@aliento/core';
import { paymentIntentStateSchema, type PaymentIntentState } from '@aliento/contracts/payments';

/** `GET /api/stripe/payment-intents/{id}`: where a payment stands (polled while it is being confirmed). */
export async function getPaymentIntentState(id: string): Promise<PaymentIntentState> {
  const data = await api.get(`/api/stripe/payment-intents/${encodeURIComponent(id)}`, { retry: 0 }).json();
  return paymentIntentStateSchema.parse(data);
}
