/** `GET /api/subscriptions/client/{clientId}` (the client themself or an admin). */
import { errorResponses } from '@aliento/contracts/errors';
import { subscriptionParamsSchema, subscriptionResponseSchema } from '@aliento/contracts/subscriptions';
import { requireSelfOrAdmin } from '../plugins/auth';
import * as subscriptions from '../services/subscriptions';
import type { RoutePlugin } from './types';

export const subscriptionRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/api/subscriptions/client/:clientId', {
    preValidation: requireSelfOrAdmin('clientId'),
    schema: {
      tags: ['subscriptions'],
      summary: "A client's plan and credits (null when none)",
      params: subscriptionParamsSchema,
      response: { 200: subscriptionResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) =>
      reply.headers({ 'cache-control': 'no-store' }).send(await subscriptions.getSubscription(ctx, request.params.clientId)),
  });
};
