import { api } from '@aliento/core';
import { adminUserSchema, updateCredentialsRequestSchema, type AdminUser, type UpdateCredentialsRequest } from '@aliento/contracts/admin';

/** `PUT /api/admin/update-credentials`: names, e-mail, phone, roles and optionally a new password. */
export async function updateCredentials(values: UpdateCredentialsRequest): Promise<AdminUser> {
  const json = updateCredentialsRequestSchema.parse(values);
  const body = await api.put('/api/admin/update-credentials', { json }).json();
  return adminUserSchema.parse(body);
}
