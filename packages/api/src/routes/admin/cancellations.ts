/** Admin cancellation requests and refund decisions (ROLE_ADMIN only). */
import { cancellationRequestsResponseSchema, refundDecisionRequestSchema, refundDecisionResponseSchema } from '@aliento/contracts/admin';
import { refundRequestSchema } from '@aliento/contracts/admin-payments';
import { errorResponses } from '@aliento/contracts/errors';
import { actorOf, requireRole } from '../../plugins/auth';
import * as cancellations from '../../services/cancellations';
import type { RoutePlugin } from '../types';

export const adminCancellationRoutes: RoutePlugin = async (app, { ctx }) => {
  const adminOnly = requireRole('ROLE_ADMIN');

  app.get('/api/admin/cancellation-requests', {
    preValidation: adminOnly,
    schema: {
      tags: ['admin'],
      summary: 'Cancellation requests with both parties, the meeting link and the request date',
      response: { 200: cancellationRequestsResponseSchema, ...errorResponses },
    },
    handler: async (_request, reply) => reply.headers({ 'cache-control': 'no-store' }).send(await cancellations.listCancellationRequests(ctx)),
  });

  app.put('/api/admin/refund', {
    preValidation: adminOnly,
    schema: {
      tags: ['admin'],
      summary: 'Accept a pending late cancellation: return a session credit, or (method "card") refund the session to the card (once)',
      body: refundRequestSchema,
      response: { 200: refundDecisionResponseSchema, ...errorResponses },
    },
    handler: async (request) =>
      cancellations.decideRefund(ctx, actorOf(request), request.body.appointmentId, true, request.lang, request.body.method),
  });

  app.put('/api/admin/decline', {
    preValidation: adminOnly,
    schema: {
      tags: ['admin'],
      summary: 'Decline the refund of a pending late cancellation (the credit stays spent)',
      body: refundDecisionRequestSchema,
      response: { 200: refundDecisionResponseSchema, ...errorResponses },
    },
    handler: async (request) => cancellations.decideRefund(ctx, actorOf(request), request.body.appointmentId, false, request.lang),
  });
};
