/** Admin cancellation requests and refund decisions (ROLE_ADMIN only). */
import { actorOf, requireRole } from '../../plugins/auth';
import * as cancellations from '../../services/cancellations';
import type { RoutePlugin } from '../types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from '../route-schema';

export const adminCancellationRoutes: RoutePlugin = async (app, { ctx }) => {
  const adminOnly = requireRole('ROLE_ADMIN');

  app.get(endpoints.listCancellationRequests.path, {
    preValidation: adminOnly,
    schema: routeSchema(endpoints.listCancellationRequests),
    handler: async (_request, reply) => reply.headers({ 'cache-control': 'no-store' }).send(await cancellations.listCancellationRequests(ctx)),
  });

  app.put(endpoints.refund.path, {
    preValidation: adminOnly,
    schema: routeSchema(endpoints.refund),
    handler: async (request) => cancellations.refund(ctx, actorOf(request), request.body.appointmentId, request.lang, request.body.method),
  });

  app.put(endpoints.declineRefund.path, {
    preValidation: adminOnly,
    schema: routeSchema(endpoints.declineRefund),
    handler: async (request) => cancellations.declineRefund(ctx, actorOf(request), request.body.appointmentId, request.lang),
  });
};
