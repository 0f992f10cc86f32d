import { api } from '@aliento/core';
import { mailDeliveryItemSchema, type MailDeliveryItem } from '@aliento/contracts/mail-delivery';

/** `POST /api/admin/mail/{id}/resend`: send a failed or waiting mail again now. */
export async function resendMail(id: string): Promise<MailDeliveryItem> {
  const body = await api.post(`/api/admin/mail/${encodeURIComponent(id)}/resend`).json();
  return mailDeliveryItemSchema.parse(body);
}
