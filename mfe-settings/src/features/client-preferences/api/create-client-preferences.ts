import { api } from '@aliento/core';
import { clientPreferencesRequestSchema, clientProfileSchema, type ClientPreferencesRequest, type ClientProfile } from '@aliento/contracts/clients';

/** `POST /api/clients/{id}`: creates the preferences when the client has none yet (no `_id`). */
export async function createClientPreferences(userId: string, values: ClientPreferencesRequest): Promise<ClientProfile> {
  const json = clientPreferencesRequestSchema.parse(values);
  const body = await api.post(`/api/clients/${encodeURIComponent(userId)}`, { json }).json();
  return clientProfileSchema.parse(body);
}
