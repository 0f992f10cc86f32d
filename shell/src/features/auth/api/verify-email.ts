import { api } from '@aliento/core';
import { verifyEmailResponseSchema, type VerifyEmailResponse } from '@aliento/contracts/account';

/** `POST /api/verify-email` with the token from the mailed `/verify-email?token=` link. */
export async function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return verifyEmailResponseSchema.parse(await api.post('/api/verify-email', { json: { token } }).json());
}
