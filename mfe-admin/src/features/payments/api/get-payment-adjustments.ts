import { api } from '@aliento/core';
import { paymentAdjustmentsResponseSchema, type PaymentAdjustment } from '@aliento/contracts/admin-payments';

/** `GET /api/admin/payment-adjustments`: refunds and disputes that took credits back, newest first. */
export async function getPaymentAdjustments(): Promise<PaymentAdjustment[]> {
  const data = await api.get('/api/admin/payment-adjustments').json();
  return paymentAdjustmentsResponseSchema.parse(data);
}
