/**
 * Scheduling with Calendly: a therapist's own Calendly connection (connect, finish, status, disconnect), and
 * Calendly's invitee webhook (public, signature verified on the raw body); how a client books a therapist is
 * `routes/therapists/booking.ts`. Registering these routes builds the Calendly adapter, so an incomplete Calendly
 * configuration stops the API at start-up instead of failing real bookings later.
 */
import {
  calendlyConnectFinishRequestSchema,
  calendlyConnectFinishResponseSchema,
  calendlyConnectionSchema,
  calendlyConnectResponseSchema,
  calendlyWebhookResponseSchema,
} from '@aliento/contracts/calendly';
import { errorResponses } from '@aliento/contracts/errors';
import { notFound } from '../lib/app-error';
import { currentUser, requireRole } from '../plugins/auth';
import { calendlyOf } from '../scheduling/calendly';
import type { CalendlyConnections } from '../scheduling/calendly/connections';
import { handleCalendlyWebhook } from '../services/calendly-webhooks';
import type { RoutePlugin } from './types';

export const calendlyRoutes: RoutePlugin = async (app, { ctx }) => {
  const calendly = calendlyOf(ctx, app.log);
  const therapistOnly = requireRole('ROLE_THERAPIST');
  const connections = (): CalendlyConnections => {
    if (!calendly.connections) throw notFound();
    return calendly.connections;
  };

  app.post('/api/calendly/connect', {
    preValidation: therapistOnly,
    schema: {
      tags: ['calendly'],
      summary: "Starts connecting the therapist's own Calendly account: the Calendly consent page to go to",
      response: { 200: calendlyConnectResponseSchema, ...errorResponses },
    },
    handler: async (request) => ({ url: await connections().start(currentUser(request).id) }),
  });

  app.post('/api/calendly/connect/finish', {
    preValidation: therapistOnly,
    schema: {
      tags: ['calendly'],
      summary: "Finishes the connection with Calendly's answer (code and state) brought back to settings",
      body: calendlyConnectFinishRequestSchema,
      response: { 200: calendlyConnectFinishResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const id = currentUser(request).id;
      const outcome = await connections().finish(id, request.body);
      return reply.headers({ 'cache-control': 'no-store' }).send({ outcome, connection: await connections().status(id) });
    },
  });

  app.get('/api/calendly/connection', {
    preValidation: therapistOnly,
    schema: {
      tags: ['calendly'],
      summary: "The therapist's own Calendly connection",
      response: { 200: calendlyConnectionSchema, ...errorResponses },
    },
    handler: async (request, reply) => reply.headers({ 'cache-control': 'no-store' }).send(await connections().status(currentUser(request).id)),
  });

  app.delete('/api/calendly/connection', {
    preValidation: therapistOnly,
    schema: {
      tags: ['calendly'],
      summary: "Disconnects the therapist's Calendly account (tokens revoked at Calendly and deleted)",
      response: { 200: calendlyConnectionSchema, ...errorResponses },
    },
    handler: async (request) => {
      await connections().disconnect(currentUser(request).id);
      return { connected: false as const };
    },
  });

  // the signature covers the exact bytes Calendly sent: this scope reads every body as a raw buffer
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    scope.post('/api/calendly/webhook', {
      config: { auth: 'public', rateLimit: false },
      schema: {
        tags: ['calendly'],
        summary: 'Calendly webhook (invitee.created, invitee.canceled), signed with the subscription signing key',
        response: { 200: calendlyWebhookResponseSchema, ...errorResponses },
      },
      handler: async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['calendly-webhook-signature'];
        return handleCalendlyWebhook(ctx, raw, typeof signature === 'string' ? signature : undefined);
      },
    });
  });
};
