import { api } from '@aliento/core';
import { adminUpdateTherapistRequestSchema, type AdminUpdateTherapistRequest } from '@aliento/contracts/admin';

/**
 * `PUT /api/admin/update-therapist`: a therapist's profile fields and/or `approved` (how an applicant is
 * approved). The contracts give no answer schema, so the answer is not read.
 */
export async function updateTherapist(values: AdminUpdateTherapistRequest): Promise<void> {
  const json = adminUpdateTherapistRequestSchema.parse(values);
  await api.put('/api/admin/update-therapist', { json });
}
