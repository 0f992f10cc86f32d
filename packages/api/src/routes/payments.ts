/**
 * Plan purchase (clients): create and confirm a payment intent, read their receipts; and the Stripe webhook (public, signature
 * verified on the raw body).
 */
import { currentUser, requireRole } from '../plugins/auth';
import * as payments from '../services/payments';
import { getMyReceipts } from '../services/receipts';
import { stripeWebhook } from '../services/stripe-webhook';
import type { RoutePlugin } from './types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from './route-schema';

export const paymentRoutes: RoutePlugin = async (app, { ctx }) => {
  const clientOnly = requireRole('ROLE_CLIENT');

  app.post(endpoints.createPaymentIntent.path, {
    config: { limit: { per: 'user', name: 'payment' } },
    preValidation: clientOnly,
    schema: routeSchema(endpoints.createPaymentIntent),
    handler: async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const intent = await payments.createPaymentIntent(
        ctx,
        currentUser(request).id,
        request.body.plan,
        typeof key === 'string' && /^[\w-]{8,100}$/.test(key) ? key : undefined,
      );
      return reply.code(201).send(intent);
    },
  });

  app.post(endpoints.confirmPaymentIntent.path, {
    preValidation: clientOnly,
    schema: routeSchema(endpoints.confirmPaymentIntent),
    handler: async (request, reply) =>
      reply.code(201).send(await payments.confirmPaymentIntent(ctx, currentUser(request).id, request.body, request.lang)),
  });

  app.get(endpoints.getPaymentIntent.path, {
    preValidation: clientOnly,
    schema: routeSchema(endpoints.getPaymentIntent),
    handler: async (request, reply) =>
      reply.headers({ 'cache-control': 'no-store' }).send(await payments.getPaymentIntent(ctx, currentUser(request).id, request.params.id)),
  });

  app.get(endpoints.getMyReceipts.path, {
    preValidation: clientOnly,
    schema: routeSchema(endpoints.getMyReceipts),
    handler: async (request, reply) =>
      reply.headers({ 'cache-control': 'no-store' }).send(await getMyReceipts(ctx, currentUser(request).id, request.query)),
  });

  // the webhook needs the exact bytes Stripe signed: its own scope parses every body as a raw buffer
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(endpoints.stripeWebhook.path, {
      config: { auth: 'public' },
      schema: routeSchema(endpoints.stripeWebhook),
      handler: async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const sig = request.headers['stripe-signature'];
        return stripeWebhook(ctx, raw, typeof sig === 'string' ? sig : undefined);
      },
    });
  });
};
