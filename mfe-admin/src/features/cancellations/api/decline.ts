import { api } from '@aliento/core';
import { refundDecisionRequestSchema, refundDecisionResponseSchema } from '@aliento/contracts/admin';
import type { z } from 'zod';

/** `PUT /api/admin/decline` `{ appointmentId }`: decline the refund; the credit stays spent. */
export async function decline(appointmentId: string): Promise<z.infer<typeof refundDecisionResponseSchema>> {
  const json = refundDecisionRequestSchema.parse({ appointmentId });
  const body = await api.put('/api/admin/decline', { json }).json();
  return refundDecisionResponseSchema.parse(body);
}
