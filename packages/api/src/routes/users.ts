/**
 * `GET /api/users/{id}` and `PUT /api/users/{id}/profile` (the user themself or an admin), and
 * `PUT /api/users/{id}/password` (the user themself, with the current password).
 */
import { AppError } from '../lib/app-error';
import { currentUser, requireSelfOrAdmin } from '../plugins/auth';
import * as credentials from '../services/credentials';
import * as users from '../services/users';
import type { RoutePlugin } from './types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from './route-schema';

export const userRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(endpoints.getUser.path, {
    // unapproved therapists may read their own record (e.g. to see their review status)
    config: { auth: 'unapproved' },
    preValidation: requireSelfOrAdmin('id'),
    schema: routeSchema(endpoints.getUser),
    handler: async (request, reply) => {
      const user = await users.getUser(ctx, request.params.id, request.lang);
      return reply.headers({ 'cache-control': 'no-store' }).send(user);
    },
  });

  app.put(endpoints.updateProfile.path, {
    preValidation: requireSelfOrAdmin('id'),
    schema: routeSchema(endpoints.updateProfile),
    handler: async (request) => credentials.updateProfile(ctx, currentUser(request), request.params.id, request.body, request.lang, request.ip),
  });

  app.put(endpoints.changePassword.path, {
    // only the user themself: an admin sets a password through update-credentials (without the current one)
    preValidation: async (request) => {
      const id = (request.params as { id?: unknown }).id;
      if (typeof id !== 'string' || id.toLowerCase() !== currentUser(request).id.toLowerCase()) throw new AppError(403, 'forbidden');
    },
    schema: routeSchema(endpoints.changePassword),
    handler: async (request, reply) => {
      const message = await credentials.changePassword(ctx, currentUser(request), request.body, request.lang, request.ip);
      return reply.headers({ 'cache-control': 'no-store' }).send({ message });
    },
  });
};
