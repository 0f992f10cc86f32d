import { accountsApi } from '@aliento/api-client/accounts';
import type { MessageResponse } from '@aliento/contracts/common';
import type { ResetPasswordRequest } from '@aliento/contracts/auth';

/** `POST /api/reset-password` with the token from the link's `?token=`; 200 is success. */
export async function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return accountsApi.resetPassword({ body });
}
