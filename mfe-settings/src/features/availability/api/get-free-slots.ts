import { api } from '@aliento/core';
import { freeSlotsQuerySchema, freeSlotsResponseSchema, type FreeSlotsQuery, type FreeSlotsResponse } from '@aliento/contracts/scheduling';

/** `GET /api/therapists/{id}/slots?from=&to=&timeZone=`: free 45-minute slots (UTC ISO strings). */
export async function getFreeSlots(userId: string, query: FreeSlotsQuery): Promise<FreeSlotsResponse> {
  const q = freeSlotsQuerySchema.parse(query);
  const searchParams: Record<string, string> = { from: q.from, to: q.to };
  if (q.timeZone) searchParams.timeZone = q.timeZone;
  const body = await api.get(`/api/therapists/${encodeURIComponent(userId)}/slots`, { searchParams }).json();
  return freeSlotsResponseSchema.parse(body);
}
