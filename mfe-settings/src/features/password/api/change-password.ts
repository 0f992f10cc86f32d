import { api } from '@aliento/core';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@aliento/contracts/account';
import { messageResponseSchema, type MessageResponse } from '@aliento/contracts/common';

/** `PUT /api/users/{id}/password`: the user's own new password, with the current one (other sessions end). */
export async function changePassword(userId: string, body: ChangePasswordRequest): Promise<MessageResponse> {
  const json = changePasswordRequestSchema.parse(body);
  return messageResponseSchema.parse(await api.put(`/api/users/${encodeURIComponent(userId)}/password`, { json }).json());
}
