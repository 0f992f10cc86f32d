import { api } from '@aliento/core';
import { clientProfileSchema, type ClientProfile } from '@aliento/contracts/clients';

/** `GET /api/clients/{id}` ({id} = the client's user id): the client's therapist preferences. */
export async function getClientProfile(userId: string): Promise<ClientProfile> {
  const body = await api.get(`/api/clients/${encodeURIComponent(userId)}`).json();
  return clientProfileSchema.parse(body);
}
