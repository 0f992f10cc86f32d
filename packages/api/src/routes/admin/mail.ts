/** Mail for admins (ROLE_ADMIN only): the failed and retrying mails, sending one again, and the latest mails of the outbox. */
import { requireRole } from '../../plugins/auth';
import { listMailDeliveries, resendMail } from '../../services/mail-delivery';
import type { RoutePlugin } from '../types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from '../route-schema';

const noStore = { 'cache-control': 'no-store' };

export const adminMailRoutes: RoutePlugin = async (app, { ctx }) => {
  const adminOnly = requireRole('ROLE_ADMIN');

  app.get(endpoints.listMailDeliveries.path, {
    preValidation: adminOnly,
    schema: routeSchema(endpoints.listMailDeliveries),
    handler: async (request, reply) => reply.headers(noStore).send(await listMailDeliveries(ctx, request.query)),
  });

  app.post(endpoints.resendMail.path, {
    preValidation: adminOnly,
    schema: routeSchema(endpoints.resendMail),
    handler: async (request, reply) => reply.headers(noStore).send(await resendMail(ctx, request.params.id)),
  });

  app.get(endpoints.listOutbox.path, {
    preValidation: adminOnly,
    schema: routeSchema(endpoints.listOutbox),
    handler: async (request, reply) => {
      const mails = await ctx.mailer.list({ to: request.query.to, limit: request.query.limit });
      return reply.headers({ 'cache-control': 'no-store' }).send(mails);
    },
  });
};
