import { api } from '@aliento/core';
import {
  therapistProfileSchema,
  updateTherapistRequestSchema,
  type TherapistProfile,
  type UpdateTherapistRequest,
} from '@aliento/contracts/therapists';

/** `PUT /api/therapists/{id}`: the therapist's own profile (the about text is stored in the page's language). */
export async function updateTherapist(userId: string, values: UpdateTherapistRequest): Promise<TherapistProfile> {
  const json = updateTherapistRequestSchema.parse(values);
  const body = await api.put(`/api/therapists/${encodeURIComponent(userId)}`, { json }).json();
  return therapistProfileSchema.parse(body);
}
