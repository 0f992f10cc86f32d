import { apiErrorStatus } from '@aliento/core';
import { clientsApi } from '@aliento/api-client/clients';
import type { ClientProfile } from '@aliento/contracts/clients';

/** A client's preferences, or null when the client has none yet (`GET /api/clients/{id}` answers 404). */
export async function getClientProfile(userId: string): Promise<ClientProfile | null> {
  try {
    return await clientsApi.getClientProfile({ params: { id: userId } }, { retry: 0 });
  } catch (error) {
    if (apiErrorStatus(error) === 404) return null;
    throw error;
  }
}
