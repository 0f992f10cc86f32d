import { api, apiErrorStatus } from '@aliento/core';
import { clientProfileSchema, type ClientProfile } from '@aliento/contracts/clients';

/** `GET /api/clients/{id}`: a client's preferences, or null when the client has none yet (404). */
export async function getClientProfile(userId: string): Promise<ClientProfile | null> {
  try {
    const body = await api.get(`/api/clients/${encodeURIComponent(userId)}`, { retry: 0 }).json();
    return clientProfileSchema.parse(body);
  } catch (error) {
    if (apiErrorStatus(error) === 404) return null;
    throw error;
  }
}
