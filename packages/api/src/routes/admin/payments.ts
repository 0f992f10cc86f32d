/** Admin view of refunds and disputes that took credits back (ROLE_ADMIN only). */
import { requireRole } from '../../plugins/auth';
import { listPaymentAdjustments } from '../../services/payment-reversals';
import type { RoutePlugin } from '../types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from '../route-schema';

export const adminPaymentRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(endpoints.listPaymentAdjustments.path, {
    preValidation: requireRole('ROLE_ADMIN'),
    schema: routeSchema(endpoints.listPaymentAdjustments),
    handler: async (_request, reply) => reply.headers({ 'cache-control': 'no-store' }).send(await listPaymentAdjustments(ctx)),
  });
};
