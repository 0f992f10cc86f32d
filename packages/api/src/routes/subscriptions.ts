/** `GET /api/subscriptions/client/{clientId}` (the client themself or an admin). */
import { requireSelfOrAdmin } from '../plugins/auth';
import * as subscriptions from '../services/subscriptions';
import type { RoutePlugin } from './types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from './route-schema';

export const subscriptionRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(endpoints.getSubscription.path, {
    preValidation: requireSelfOrAdmin('clientId'),
    schema: routeSchema(endpoints.getSubscription),
    handler: async (request, reply) =>
      reply.headers({ 'cache-control': 'no-store' }).send(await subscriptions.getSubscription(ctx, request.params.clientId)),
  });
};
