import { api } from '@aliento/core';
import { therapistProfileSchema, type TherapistProfile } from '@aliento/contracts/therapists';

/** `GET /api/therapists/{id}` ({id} = the therapist's user id). */
export async function getTherapist(userId: string): Promise<TherapistProfile> {
  const body = await api.get(`/api/therapists/${encodeURIComponent(userId)}`).json();
  return therapistProfileSchema.parse(body);
}
