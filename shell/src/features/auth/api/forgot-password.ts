import { accountsApi } from '@aliento/api-client/accounts';
import type { MessageResponse } from '@aliento/contracts/common';
import type { ForgotPasswordRequest } from '@aliento/contracts/auth';

/** `POST /api/forgot-password`: mails a reset link (the answer is the same whether the e-mail exists or not). */
export async function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return accountsApi.forgotPassword({ body });
}
