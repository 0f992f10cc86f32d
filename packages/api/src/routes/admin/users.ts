/** Admin user management (ROLE_ADMIN only): the user list, credentials, and a user's audit trail (which has no write route). */
import { actorOf, requireRole } from '../../plugins/auth';
import { listUserHistory } from '../../services/audit';
import { credentialsChanged } from '../../services/credentials';
import * as users from '../../services/users';
import type { RoutePlugin } from '../types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from '../route-schema';

export const adminUserRoutes: RoutePlugin = async (app, { ctx }) => {
  const adminOnly = requireRole('ROLE_ADMIN');

  app.get(endpoints.listUsers.path, {
    preValidation: adminOnly,
    schema: routeSchema(endpoints.listUsers),
    handler: async (request) => users.listUsers(ctx, request.query.search),
  });

  app.put(endpoints.adminUpdateCredentials.path, {
    preValidation: adminOnly,
    schema: routeSchema(endpoints.adminUpdateCredentials),
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

  app.get(endpoints.listUserHistory.path, {
    preValidation: adminOnly,
    schema: routeSchema(endpoints.listUserHistory),
    handler: async (request) => listUserHistory(ctx, request.params.id, request.query),
  });
};
