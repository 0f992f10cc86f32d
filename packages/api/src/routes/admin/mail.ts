/** Mail for admins (ROLE_ADMIN only): the failed and retrying mails, sending one again, and the latest mails of the outbox. */
import { outboxQuerySchema, outboxResponseSchema } from '@aliento/contracts/admin';
import { errorResponses } from '@aliento/contracts/errors';
import {
  mailDeliveryItemSchema,
  mailDeliveryQuerySchema,
  mailDeliveryResponseSchema,
  mailResendParamsSchema,
} from '@aliento/contracts/mail-delivery';
import { requireRole } from '../../plugins/auth';
import { listMailDelivery, resendMail } from '../../services/mail-delivery';
import type { RoutePlugin } from '../types';

const noStore = { 'cache-control': 'no-store' };

export const adminMailRoutes: RoutePlugin = async (app, { ctx }) => {
  const adminOnly = requireRole('ROLE_ADMIN');

  app.get('/api/admin/mail', {
    preValidation: adminOnly,
    schema: {
      tags: ['admin'],
      summary: 'Mails that failed or wait for a retry (or all recent ones), with delivery counts; never their bodies',
      querystring: mailDeliveryQuerySchema,
      response: { 200: mailDeliveryResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => reply.headers(noStore).send(await listMailDelivery(ctx, request.query)),
  });

  app.post('/api/admin/mail/:id/resend', {
    preValidation: adminOnly,
    schema: {
      tags: ['admin'],
      summary: 'Send a failed or waiting mail again now (409 when it is already sent or being sent)',
      params: mailResendParamsSchema,
      response: { 200: mailDeliveryItemSchema, ...errorResponses },
    },
    handler: async (request, reply) => reply.headers(noStore).send(await resendMail(ctx, request.params.id)),
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
