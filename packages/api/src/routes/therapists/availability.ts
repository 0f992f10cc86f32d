/**
 * Built-in scheduling: `GET|PUT /api/therapists/{id}/availability` (read: any signed-in user for an approved
 * therapist, else only the therapist and admins; write: the therapist or an admin) and `GET /api/therapists/{id}/slots` (free 45-minute slots of a range).
 */
import { actorOf, currentUser, hasRole, requireSelfOrAdmin } from '../../plugins/auth';
import * as scheduling from '../../services/scheduling';
import type { RoutePlugin } from '../types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from '../route-schema';

export const therapistAvailabilityRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(endpoints.getAvailability.path, {
    schema: routeSchema(endpoints.getAvailability),
    handler: async (request) => {
      const user = currentUser(request);
      return scheduling.getAvailability(ctx, request.params.id, { id: user.id, isAdmin: hasRole(user, 'ROLE_ADMIN') });
    },
  });

  app.put(endpoints.saveAvailability.path, {
    preValidation: requireSelfOrAdmin('id'),
    schema: routeSchema(endpoints.saveAvailability),
    handler: async (request) => scheduling.saveAvailability(ctx, actorOf(request), request.params.id, request.body),
  });

  app.get(endpoints.getFreeSlots.path, {
    schema: routeSchema(endpoints.getFreeSlots),
    handler: async (request, reply) =>
      reply
        .headers({ 'cache-control': 'no-store' })
        .send(await scheduling.getFreeSlots(ctx, request.params.id, request.query, Date.now(), currentUser(request).id)),
  });
};
