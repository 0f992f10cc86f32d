import { api } from '@aliento/core';
import { freeSlotsQuerySchema, freeSlotsResponseSchema, type FreeSlotsQuery, type FreeSlotsResponse } from '@aliento/contracts/scheduling';

/** `GET /api/therapists/{id}/slots?from=&to=&timeZone=`: the therapist's free 45-minute slots (UTC ISO). */
export async function getFreeSlots(therapistUserId: string, query: FreeSlotsQuery): Promise<FreeSlotsResponse> {
  const q = freeSlotsQuerySchema.parse(query);
  const searchParams: Record<string, string> = { from: q.from, to: q.to };
  if (q.timeZone) searchParams.timeZone = q.timeZone;
  const body = await api.get(`/api/therapists/${encodeURIComponent(therapistUserId)}/slots`, { searchParams }).json();
  return freeSlotsResponseSchema.parse(body);
}
