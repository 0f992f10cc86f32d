/** `POST /api/contact`: a message from the contact page (public). confirmEmail is only checked, never sent. */
import { api } from '@aliento/core';
import { messageResponseSchema, type MessageResponse } from '@aliento/contracts/common';
import { contactRequestSchema, type ContactForm } from '@aliento/contracts/contact';

export async function sendContact(values: ContactForm): Promise<MessageResponse> {
  const body = contactRequestSchema.parse(values);
  const data = await api.post('/api/contact', { json: body }).json();
  return messageResponseSchema.parse(data);
}
