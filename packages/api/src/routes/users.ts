/** `GET /api/users/{id}` and `PUT /api/users/{id}/profile` (the user themself or an admin). */
import { idParamsSchema } from '@aliento/contracts/common';
import { errorResponses } from '@aliento/contracts/errors';
import { updateProfileRequestSchema, userSchema } from '@aliento/contracts/users';
import { actorOf, requireSelfOrAdmin } from '../plugins/auth';
import * as users from '../services/users';
import type { RoutePlugin } from './types';

export const userRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/api/users/:id', {
    // unapproved therapists may read their own record (e.g. to see their review status)
    config: { auth: 'unapproved' },
    preValidation: requireSelfOrAdmin('id'),
    schema: {
      tags: ['users'],
      summary: 'A user with the therapist sub-object',
      params: idParamsSchema,
      response: { 200: userSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const user = await users.getUser(ctx, request.params.id, request.lang);
      return reply.headers({ 'cache-control': 'no-store' }).send(user);
    },
  });

  app.put('/api/users/:id/profile', {
    preValidation: requireSelfOrAdmin('id'),
    schema: {
      tags: ['users'],
      summary: 'Update first name, last name, e-mail and phone',
      params: idParamsSchema,
      body: updateProfileRequestSchema,
      response: { 200: userSchema, ...errorResponses },
    },
    handler: async (request) => users.updateProfile(ctx, actorOf(request), request.params.id, request.body, request.lang),
  });
};
