import { api } from '@aliento/core';
import { availabilitySchema, type Availability } from '@aliento/contracts/scheduling';

/** `PUT /api/therapists/{id}/availability`: replaces the weekly hours. */
export async function saveAvailability(userId: string, values: Availability): Promise<Availability> {
  const json = availabilitySchema.parse(values);
  const body = await api.put(`/api/therapists/${encodeURIComponent(userId)}/availability`, { json }).json();
  return availabilitySchema.parse(body);
}
