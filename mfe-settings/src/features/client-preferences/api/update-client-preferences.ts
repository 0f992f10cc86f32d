import { api } from '@aliento/core';
import { clientPreferencesRequestSchema, clientProfileSchema, type ClientPreferencesRequest, type ClientProfile } from '@aliento/contracts/clients';

/** `PUT /api/clients/{id}`: updates existing preferences. */
export async function updateClientPreferences(userId: string, values: ClientPreferencesRequest): Promise<ClientProfile> {
  const json = clientPreferencesRequestSchema.parse(values);
  const body = await api.put(`/api/clients/${encodeURIComponent(userId)}`, { json }).json();
  return clientProfileSchema.parse(body);
}
