import { api, NO_CACHE_HEADERS } from '@aliento/core';
import { mailDeliveryResponseSchema, type MailDeliveryFilter, type MailDeliveryResponse } from '@aliento/contracts/mail-delivery';

/** `GET /api/admin/mail?status=`: the mails in trouble (or all recent ones) and the delivery counts. */
export async function getMailDelivery(status: MailDeliveryFilter): Promise<MailDeliveryResponse> {
  const body = await api.get('/api/admin/mail', { searchParams: { status, limit: 100 }, headers: NO_CACHE_HEADERS }).json();
  return mailDeliveryResponseSchema.parse(body);
}
