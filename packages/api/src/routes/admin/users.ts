/** Admin user management (ROLE_ADMIN only): the user list, credentials, and a user's audit trail (which has no write route). */
import { adminUserSchema, adminUsersQuerySchema, adminUsersResponseSchema, updateCredentialsRequestSchema } from '@aliento/contracts/admin';
import { auditHistoryQuerySchema, auditHistoryResponseSchema } from '@aliento/contracts/audit';
import { idParamsSchema } from '@aliento/contracts/common';
import { errorResponses } from '@aliento/contracts/errors';
import { actorOf, requireRole } from '../../plugins/auth';
import { userHistory } from '../../services/audit';
import { credentialsChanged } from '../../services/credentials';
import * as users from '../../services/users';
import type { RoutePlugin } from '../types';

export const adminUserRoutes: RoutePlugin = async (app, { ctx }) => {
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

  app.get('/api/admin/users/:id/history', {
    preValidation: adminOnly,
    schema: {
      tags: ['admin'],
      summary: "A user's history: money, role, approval, credential, preference and cancellation actions, newest first",
      params: idParamsSchema,
      querystring: auditHistoryQuerySchema,
      response: { 200: auditHistoryResponseSchema, ...errorResponses },
    },
    handler: async (request) => userHistory(ctx, request.params.id, request.query),
  });
};
