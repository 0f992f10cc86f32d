/** The way into an appointment's video room (its client or its therapist, in the join window). */
import { idParamsSchema } from '@aliento/contracts/common';
import { errorResponses } from '@aliento/contracts/errors';
import { videoJoinResponseSchema } from '@aliento/contracts/video';
import { currentUser } from '../../plugins/auth';
import { videoJoin } from '../../services/video-room';
import type { RoutePlugin } from '../types';

export const appointmentVideoRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/api/appointments/:id/video', {
    schema: {
      tags: ['appointments'],
      summary: "How to open the session's video room: room name and a signed token for this person (409 outside the join window)",
      params: idParamsSchema,
      response: { 200: videoJoinResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) =>
      // a token is personal and short-lived: never stored by a cache
      reply.headers({ 'cache-control': 'no-store' }).send(await videoJoin(ctx, currentUser(request).id, request.params.id)),
  });
};
