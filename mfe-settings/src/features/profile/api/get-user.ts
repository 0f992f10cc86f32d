import { api, NO_CACHE_HEADERS } from '@aliento/core';
import { userSchema, type User } from '@aliento/contracts/users';

/** `GET /api/users/{id}` (no-cache, as the spec asks): the user with the therapist sub-object. */
export async function getUser(userId: string): Promise<User> {
  const body = await api.get(`/api/users/${encodeURIComponent(userId)}`, { headers: NO_CACHE_HEADERS }).json();
  return userSchema.parse(body);
}
