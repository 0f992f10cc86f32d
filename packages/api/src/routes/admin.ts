/** Admin user management and the mail outbox (ROLE_ADMIN only). Issues 4 and 5 add their admin calls elsewhere. */
import {
  adminUserSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  outboxQuerySchema,
  outboxResponseSchema,
  updateCredentialsRequestSchema,
} from '@aliento/contracts/admin';
import { errorResponses } from '@aliento/contracts/errors';
import { actorOf, requireRole } from '../plugins/auth';
import { credentialsChanged } from '../services/credentials';
import * as users from '../services/users';
import type { RoutePlugin } from './types';

export const adminRoutes: RoutePlugin = async (app, { ctx }) => {
  const adminOnly = requireRole('ROLE_ADMIN');

  app.get('/api/admin/users', {
    preValidation: adminOnly,
    schema: {
      tags: ['admin'],
      summary: 'All users (optionally filtered by a search text)',
      querystring: adminUsersQuerySchema,
      response: { 200: adminUsersResponseSchema, ...errorResponses },
    },
    handler: async (request) => users.listUsers(ctx, request.query.search),
  });

  app.put('/api/admin/update-credentials', {
    preValidation: adminOnly,
    schema: {
      tags: ['admin'],
      summary: "Update a user's names, e-mail, phone, roles and optionally password",
      body: updateCredentialsRequestSchema,
      response: { 200: adminUserSchema, ...errorResponses },
    },
    handler: async (request) => {
      const before = await users.findUserById(ctx.db, request.body._id);
      const updated = await users.updateCredentials(ctx, actorOf(request), request.body);
      // a new sign-in e-mail or password: the user's sessions end, the old address is told (no password needed)
      if (before) {
        await ctx.db.transaction((tx) =>
          credentialsChanged(ctx, tx, {
            user: before,
            oldEmail: before.email,
            newEmail: updated.email,
            passwordChanged: Boolean(request.body.newPassword),
          }),
        );
      }
      return updated;
    },
  });

  app.get('/api/admin/outbox', {
    preValidation: adminOnly,
    schema: {
      tags: ['admin'],
      summary: 'Latest mails of the outbox (to, subject, text, createdAt)',
      querystring: outboxQuerySchema,
      response: { 200: outboxResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const mails = await ctx.mailer.list({ to: request.query.to, limit: request.query.limit });
      return reply.headers({ 'cache-control': 'no-store' }).send(mails);
    },
  });
};
