import { api } from '@aliento/core';
import { subscriptionResponseSchema, type SubscriptionResponse } from '@aliento/contracts/subscriptions';

/** `GET /api/subscriptions/client/{clientId}`: the client's subscription, or null when there is none. */
export async function getSubscription(clientId: string): Promise<SubscriptionResponse> {
  const data = await api.get(`/api/subscriptions/client/${encodeURIComponent(clientId)}`).json();
  return subscriptionResponseSchema.parse(data);
}
