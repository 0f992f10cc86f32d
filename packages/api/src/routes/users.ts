/**
 * `GET /api/users/{id}` and `PUT /api/users/{id}/profile` (the user themself or an admin), and
 * `PUT /api/users/{id}/password` (the user themself, with the current password).
 */
import { changePasswordRequestSchema } from '@aliento/contracts/account';
import { idParamsSchema, messageResponseSchema } from '@aliento/contracts/common';
import { errorResponses } from '@aliento/contracts/errors';
import { updateProfileRequestSchema, userSchema } from '@aliento/contracts/users';
import { AppError } from '../lib/app-error';
import { currentUser, requireSelfOrAdmin } from '../plugins/auth';
import * as credentials from '../services/credentials';
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
      summary: 'Update first name, last name, e-mail and phone (a new own e-mail needs currentPassword)',
      params: idParamsSchema,
      body: updateProfileRequestSchema,
      response: { 200: userSchema, ...errorResponses },
    },
    handler: async (request) => credentials.updateProfile(ctx, currentUser(request), request.params.id, request.body, request.lang, request.ip),
  });

  app.put('/api/users/:id/password', {
    // only the user themself: an admin sets a password through update-credentials (without the current one)
    preValidation: async (request) => {
      const id = (request.params as { id?: unknown }).id;
      if (typeof id !== 'string' || id.toLowerCase() !== currentUser(request).id.toLowerCase()) throw new AppError(403, 'forbidden');
    },
    schema: {
      tags: ['users'],
      summary: 'Change the caller’s own password (current password needed); their other sessions end',
      params: idParamsSchema,
      body: changePasswordRequestSchema,
      response: { 200: messageResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const message = await credentials.changePassword(ctx, currentUser(request), request.body, request.lang, request.ip);
      return reply.headers({ 'cache-control': 'no-store' }).send({ message });
    },
  });
};
