import { api } from '@aliento/core';
import { refundDecisionRequestSchema, refundDecisionResponseSchema } from '@aliento/contracts/admin';
import type { z } from 'zod';

/** `PUT /api/admin/refund` `{ appointmentId }`: accept the request and return the client's credit. */
export async function refund(appointmentId: string): Promise<z.infer<typeof refundDecisionResponseSchema>> {
  const json = refundDecisionRequestSchema.parse({ appointmentId });
  const body = await api.put('/api/admin/refund', { json }).json();
  return refundDecisionResponseSchema.parse(body);
}
