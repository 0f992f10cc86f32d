import { api } from '@aliento/core';
import { refundDecisionResponseSchema } from '@aliento/contracts/admin';
import { refundRequestSchema, type RefundMethod } from '@aliento/contracts/admin-payments';
import type { z } from 'zod';

/**
 * `PUT /api/admin/refund` `{ appointmentId, method }`: accept the request and pay the client back, with a session
 * credit or (method `card`) the session's price back to the card through Stripe.
 */
export async function refund(appointmentId: string, method: RefundMethod = 'credit'): Promise<z.infer<typeof refundDecisionResponseSchema>> {
  const json = refundRequestSchema.parse({ appointmentId, method });
  const body = await api.put('/api/admin/refund', { json }).json();
  return refundDecisionResponseSchema.parse(body);
}
