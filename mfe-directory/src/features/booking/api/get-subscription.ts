import { api } from '@aliento/core';
import { subscriptionResponseSchema, type SubscriptionResponse } from '@aliento/contracts/subscriptions';

/** `GET /api/subscriptions/client/{clientId}`: the client's plan and credits, or null without one. */
export async function getSubscription(clientId: string): Promise<SubscriptionResponse> {
  const body = await api.get(`/api/subscriptions/client/${encodeURIComponent(clientId)}`, { retry: 0 }).json();
  return subscriptionResponseSchema.parse(body);
}
