/** The way into an appointment's video room (its client or its therapist, in the join window). */
import { currentUser } from '../../plugins/auth';
import { getVideoJoin } from '../../services/video-room';
import type { RoutePlugin } from '../types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from '../route-schema';

export const appointmentVideoRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(endpoints.getVideoJoin.path, {
    schema: routeSchema(endpoints.getVideoJoin),
    handler: async (request, reply) =>
      // a token is personal and short-lived: never stored by a cache
      reply.headers({ 'cache-control': 'no-store' }).send(await getVideoJoin(ctx, currentUser(request).id, request.params.id)),
  });
};
