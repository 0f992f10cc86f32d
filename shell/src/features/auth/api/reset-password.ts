import { api } from '@aliento/core';
import { messageResponseSchema, type MessageResponse } from '@aliento/contracts/common';
import { resetPasswordRequestSchema, type ResetPasswordRequest } from '@aliento/contracts/auth';

/** `POST /api/reset-password` with the token from the link's `?token=`; 200 is success. */
export async function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  const json = resetPasswordRequestSchema.parse(body);
  return messageResponseSchema.parse(await api.post('/api/reset-password', { json }).json());
}
