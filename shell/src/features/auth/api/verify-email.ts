import { api } from '@aliento/core';
import type { VerifyEmailResponse } from '@aliento/contracts/account';

/**
 * `POST /api/verify-email` with the token from the mailed `/verify-email?token=` link. The answer's schema (and zod)
 * is fetched beside the call, so the sign-in page, which holds this screen, does not carry it.
 */
export async function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  const [answer, { verifyEmailResponseSchema }] = await Promise.all([
    api.post('/api/verify-email', { json: { token } }).json(),
    import('@aliento/contracts/account'),
  ]);
  return verifyEmailResponseSchema.parse(answer);
}
