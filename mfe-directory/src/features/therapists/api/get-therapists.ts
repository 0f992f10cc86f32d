import { api } from '@aliento/core';
import { therapistListResponseSchema, type TherapistListResponse } from '@aliento/contracts/therapists';

/** `GET /api/therapists?approved=true`: the approved therapists of the directory. */
export async function getApprovedTherapists(): Promise<TherapistListResponse> {
  const body = await api.get('/api/therapists', { searchParams: { approved: 'true' } }).json();
  return therapistListResponseSchema.parse(body);
}
