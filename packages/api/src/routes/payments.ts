/**
 * Plan purchase (clients): create and confirm a payment intent; and the Stripe webhook (public, signature
 * verified on the raw body).
 */
import { errorResponses } from '@aliento/contracts/errors';
import {
  confirmPaymentIntentRequestSchema,
  confirmPaymentIntentResponseSchema,
  createPaymentIntentRequestSchema,
  createPaymentIntentResponseSchema,
  paymentIntentParamsSchema,
  paymentIntentStateSchema,
  stripeWebhookResponseSchema,
} from '@aliento/contracts/payments';
import { currentUser, requireRole } from '../plugins/auth';
import * as payments from '../services/payments';
import { handleStripeWebhook } from '../services/stripe-webhook';
import type { RoutePlugin } from './types';

export const paymentRoutes: RoutePlugin = async (app, { ctx }) => {
  const clientOnly = requireRole('ROLE_CLIENT');

  app.post('/api/stripe/create-payment-intent', {
    config: { limit: { per: 'user', name: 'payment' } },
    preValidation: clientOnly,
    schema: {
      tags: ['payments'],
      summary: 'Create a payment intent for a plan (the server decides the amount)',
      body: createPaymentIntentRequestSchema,
      response: { 201: createPaymentIntentResponseSchema, ...errorResponses },
    },
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

  app.post('/api/stripe/confirm-payment-intent', {
    preValidation: clientOnly,
    schema: {
      tags: ['payments'],
      summary: 'Confirm a payment intent; 201 once paid and credited (idempotent)',
      body: confirmPaymentIntentRequestSchema,
      response: { 201: confirmPaymentIntentResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await payments.confirmPaymentIntent(ctx, currentUser(request).id, request.body, request.lang)),
  });

  app.get('/api/stripe/payment-intents/:id', {
    preValidation: clientOnly,
    schema: {
      tags: ['payments'],
      summary: "Where the client's payment stands (polled while it is being confirmed; the webhook credits it)",
      params: paymentIntentParamsSchema,
      response: { 200: paymentIntentStateSchema, ...errorResponses },
    },
    handler: async (request, reply) =>
      reply.headers({ 'cache-control': 'no-store' }).send(await payments.getPaymentIntentState(ctx, currentUser(request).id, request.params.id)),
  });

  // the webhook needs the exact bytes Stripe signed: its own scope parses every body as a raw buffer
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));
    scope.post('/api/stripe/webhook', {
      config: { auth: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook: payment_intent.succeeded credits the plan once; refunds and disputes take credits back',
        response: { 200: stripeWebhookResponseSchema, ...errorResponses },
      },
      handler: async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const sig = request.headers['stripe-signature'];
        return handleStripeWebhook(ctx, raw, typeof sig === 'string' ? sig : undefined);
      },
    });
  });
};
