/** `GET /api/admin/users/{id}/history` (ROLE_ADMIN): a user's audit trail, paged. The trail has no write route. */
import { auditHistoryQuerySchema, auditHistoryResponseSchema } from '@aliento/contracts/audit';
import { idParamsSchema } from '@aliento/contracts/common';
import { errorResponses } from '@aliento/contracts/errors';
import { requireRole } from '../plugins/auth';
import { userHistory } from '../services/audit';
import type { RoutePlugin } from './types';

export const adminHistoryRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/api/admin/users/:id/history', {
    preValidation: requireRole('ROLE_ADMIN'),
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
