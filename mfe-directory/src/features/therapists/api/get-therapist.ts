import { api } from '@aliento/core';
import { therapistProfileSchema, type TherapistProfile } from '@aliento/contracts/therapists';

/** `GET /api/therapists/{id}` where id is the therapist's user id. */
export async function getTherapist(therapistUserId: string): Promise<TherapistProfile> {
  const body = await api.get(`/api/therapists/${encodeURIComponent(therapistUserId)}`).json();
  return therapistProfileSchema.parse(body);
}
