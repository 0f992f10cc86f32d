import { clientsApi } from '@aliento/api-client/clients';
import type { ClientProfile } from '@aliento/contracts/clients';

/**
 * `GET /api/clients/{id}`: the client's therapist preferences, or null when there are none (404) or they
 * cannot be read; matching is a nicety, so any failure simply leaves the directory unordered.
 */
export async function getClientPreferences(clientId: string): Promise<ClientProfile | null> {
  try {
    return await clientsApi.getClientProfile({ params: { id: clientId } }, { retry: 0 });
  } catch {
    return null;
  }
}
