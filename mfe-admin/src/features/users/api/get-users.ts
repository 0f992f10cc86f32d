import { api, NO_CACHE_HEADERS } from '@aliento/core';
import { adminUsersResponseSchema, type AdminUsersResponse } from '@aliento/contracts/admin';

/** `GET /api/admin/users`: every user (the list is searched in the browser). */
export async function getUsers(): Promise<AdminUsersResponse> {
  const body = await api.get('/api/admin/users', { headers: NO_CACHE_HEADERS }).json();
  return adminUsersResponseSchema.parse(body);
}
