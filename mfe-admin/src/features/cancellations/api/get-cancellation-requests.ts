import { api, NO_CACHE_HEADERS } from '@aliento/core';
import { cancellationRequestsResponseSchema, type CancellationRequest } from '@aliento/contracts/admin';

/** `GET /api/admin/cancellation-requests`: late cancellations, pending and decided. */
export async function getCancellationRequests(): Promise<CancellationRequest[]> {
  const body = await api.get('/api/admin/cancellation-requests', { headers: NO_CACHE_HEADERS }).json();
  return cancellationRequestsResponseSchema.parse(body);
}
