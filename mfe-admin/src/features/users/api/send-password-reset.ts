import { api } from '@aliento/core';
import { forgotPasswordRequestSchema } from '@aliento/contracts/auth';
import { messageResponseSchema, type MessageResponse } from '@aliento/contracts/common';

/** `POST /api/forgot-password` `{ email }`: mails the user a password reset link. */
export async function sendPasswordReset(email: string): Promise<MessageResponse> {
  const json = forgotPasswordRequestSchema.parse({ email });
  const body = await api.post('/api/forgot-password', { json }).json();
  return messageResponseSchema.parse(body);
}
