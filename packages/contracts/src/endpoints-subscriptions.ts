/** The API's subscriptions endpoints (see endpoints.ts). */
import { subscriptionParamsSchema, subscriptionResponseSchema } from './subscriptions';
import { endpoint } from './endpoint';

export const subscriptionsEndpoints = {
  getSubscription: endpoint({
    method: 'GET',
    path: '/api/subscriptions/client/:clientId',
    tags: ['subscriptions'],
    summary: "A client's plan and credits (null when none)",
    params: subscriptionParamsSchema,
    response: subscriptionResponseSchema,
  }),
};
