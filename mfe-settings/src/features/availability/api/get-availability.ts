import { api } from '@aliento/core';
import { availabilitySchema, type Availability } from '@aliento/contracts/scheduling';

/** `GET /api/therapists/{id}/availability`: weekly hours in the therapist's time zone. */
export async function getAvailability(userId: string): Promise<Availability> {
  const body = await api.get(`/api/therapists/${encodeURIComponent(userId)}/availability`).json();
  return availabilitySchema.parse(body);
}
