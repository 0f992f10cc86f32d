import { api } from '@aliento/core';
import { clientProfileSchema, type ClientProfile } from '@aliento/contracts/clients';

/**
 * `GET /api/clients/{id}`: the client's therapist preferences, or null when there are none (404) or they
 * cannot be read; matching is a nicety, so any failure simply leaves the directory unordered.
 */
export async function getClientPreferences(clientId: string): Promise<ClientProfile | null> {
  try {
    const body = await api.get(`/api/clients/${encodeURIComponent(clientId)}`, { retry: 0 }).json();
    const parsed = clientProfileSchema.safeParse(body);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
