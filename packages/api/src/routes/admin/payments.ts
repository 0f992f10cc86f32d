/** Admin view of refunds and disputes that took credits back (ROLE_ADMIN only). */
import { paymentAdjustmentsResponseSchema } from '@aliento/contracts/admin-payments';
import { errorResponses } from '@aliento/contracts/errors';
import { requireRole } from '../../plugins/auth';
import { listPaymentAdjustments } from '../../services/payment-reversals';
import type { RoutePlugin } from '../types';

export const adminPaymentRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/api/admin/payment-adjustments', {
    preValidation: requireRole('ROLE_ADMIN'),
    schema: {
      tags: ['admin'],
      summary: 'Refunds and disputes that took credits back; flagged when the client had already used them',
      response: { 200: paymentAdjustmentsResponseSchema, ...errorResponses },
    },
    handler: async (_request, reply) => reply.headers({ 'cache-control': 'no-store' }).send(await listPaymentAdjustments(ctx)),
  });
};
