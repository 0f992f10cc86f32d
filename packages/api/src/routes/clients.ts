/** Client preferences: `GET|POST|PUT /api/clients/{id}` where `{id}` is the client's user id (owner or admin). */
import { actorOf, requireSelfOrAdmin } from '../plugins/auth';
import * as clients from '../services/clients';
import type { RoutePlugin } from './types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from './route-schema';

export const clientRoutes: RoutePlugin = async (app, { ctx }) => {
  const ownerOrAdmin = requireSelfOrAdmin('id');

  app.get(endpoints.getClientProfile.path, {
    preValidation: ownerOrAdmin,
    schema: routeSchema(endpoints.getClientProfile),
    handler: async (request, reply) => {
      const profile = await clients.getClientProfile(ctx, request.params.id);
      return reply.headers({ 'cache-control': 'no-store' }).send(profile);
    },
  });

  app.post(endpoints.createClientProfile.path, {
    preValidation: ownerOrAdmin,
    schema: routeSchema(endpoints.createClientProfile),
    handler: async (request, reply) =>
      reply.code(201).send(await clients.createClientProfile(ctx, actorOf(request), request.params.id, request.body)),
  });

  app.put(endpoints.updateClientProfile.path, {
    preValidation: ownerOrAdmin,
    schema: routeSchema(endpoints.updateClientProfile),
    handler: async (request) => clients.updateClientProfile(ctx, actorOf(request), request.params.id, request.body),
  });
};
