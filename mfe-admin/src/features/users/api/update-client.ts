import { api } from '@aliento/core';
import { adminUpdateClientRequestSchema, type AdminUpdateClientRequest } from '@aliento/contracts/admin';

/** `PUT /api/admin/update-client`: a client's preferences. The contracts give no answer schema. */
export async function updateClient(values: AdminUpdateClientRequest): Promise<void> {
  const json = adminUpdateClientRequestSchema.parse(values);
  await api.put('/api/admin/update-client', { json });
}
