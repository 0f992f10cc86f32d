/** `POST /api/intake`: a provider application (public). */
import { api } from '@aliento/core';
import { messageResponseSchema, type MessageResponse } from '@aliento/contracts/common';
import { intakeRequestSchema, type IntakeRequest } from '@aliento/contracts/intake';

export async function sendIntake(values: IntakeRequest): Promise<MessageResponse> {
  const body = intakeRequestSchema.parse(values);
  const data = await api.post('/api/intake', { json: body }).json();
  return messageResponseSchema.parse(data);
}
