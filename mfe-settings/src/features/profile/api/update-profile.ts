import { api } from '@aliento/core';
import { updateProfileRequestSchema, userSchema, type UpdateProfileRequest, type User } from '@aliento/contracts/users';

/** `PUT /api/users/{id}/profile`: first name, last name, e-mail and phone. */
export async function updateProfile(userId: string, values: UpdateProfileRequest): Promise<User> {
  const json = updateProfileRequestSchema.parse(values);
  const body = await api.put(`/api/users/${encodeURIComponent(userId)}/profile`, { json }).json();
  return userSchema.parse(body);
}
