import { api } from '@aliento/core';
import { messageResponseSchema, type MessageResponse } from '@aliento/contracts/common';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@aliento/contracts/auth';

/** `POST /api/forgot-password`: mails a reset link (the answer is the same whether the e-mail exists or not). */
export async function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  const json = forgotPasswordRequestSchema.parse(body);
  return messageResponseSchema.parse(await api.post('/api/forgot-password', { json }).json());
}
