/**
 * Slot holds (issue 20), the client's own only: hold a free slot while buying a plan, read the live hold, release it.
 * Booking the held slot goes through the ordinary booking route, which consumes the hold.
 */
import { rememberTimeZone, timeZoneOf } from '../../lib/time-zone';
import { actorOf, requireRole } from '../../plugins/auth';
import * as holds from '../../services/holds';
import type { RoutePlugin } from '../types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from '../route-schema';

export const appointmentHoldRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(endpoints.holdSlot.path, {
    config: { limit: { per: 'user', name: 'booking' } },
    preValidation: requireRole('ROLE_CLIENT'),
    schema: routeSchema(endpoints.holdSlot),
    handler: async (request, reply) => {
      const client = actorOf(request);
      // the booking that follows mails the client in their own zone
      await rememberTimeZone(ctx.db, { id: client.id }, timeZoneOf(request));
      return reply.code(201).send(await holds.holdSlot(ctx, client, request.body));
    },
  });

  app.get(endpoints.getCurrentHold.path, {
    preValidation: requireRole('ROLE_CLIENT'),
    schema: routeSchema(endpoints.getCurrentHold),
    handler: async (request, reply) => reply.headers({ 'cache-control': 'no-store' }).send(await holds.getCurrentHold(ctx, actorOf(request))),
  });

  app.delete(endpoints.releaseHold.path, {
    preValidation: requireRole('ROLE_CLIENT'),
    schema: routeSchema(endpoints.releaseHold),
    handler: async (request) => holds.releaseHold(ctx, actorOf(request), request.params.id),
  });
};
