/**
 * Scheduling with Calendly: a therapist's own Calendly connection (connect, finish, status, disconnect), and
 * Calendly's invitee webhook (public, signature verified on the raw body); how a client books a therapist is
 * `routes/therapists/booking.ts`. Registering these routes builds the Calendly adapter, so an incomplete Calendly
 * configuration stops the API at start-up instead of failing real bookings later.
 */
import { notFound } from '../lib/app-error';
import { currentUser, requireRole } from '../plugins/auth';
import { calendlyOf } from '../scheduling/calendly';
import type { CalendlyConnections } from '../scheduling/calendly/connections';
import { calendlyWebhook } from '../services/calendly-webhooks';
import type { RoutePlugin } from './types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from './route-schema';

export const calendlyRoutes: RoutePlugin = async (app, { ctx }) => {
  const calendly = calendlyOf(ctx, app.log);
  const therapistOnly = requireRole('ROLE_THERAPIST');
  const connections = (): CalendlyConnections => {
    if (!calendly.connections) throw notFound();
    return calendly.connections;
  };

  app.post(endpoints.connectCalendly.path, {
    preValidation: therapistOnly,
    schema: routeSchema(endpoints.connectCalendly),
    handler: async (request) => ({ url: await connections().start(currentUser(request).id) }),
  });

  app.post(endpoints.finishCalendlyConnect.path, {
    preValidation: therapistOnly,
    schema: routeSchema(endpoints.finishCalendlyConnect),
    handler: async (request, reply) => {
      const id = currentUser(request).id;
      const outcome = await connections().finish(id, request.body);
      return reply.headers({ 'cache-control': 'no-store' }).send({ outcome, connection: await connections().status(id) });
    },
  });

  app.get(endpoints.getCalendlyConnection.path, {
    preValidation: therapistOnly,
    schema: routeSchema(endpoints.getCalendlyConnection),
    handler: async (request, reply) => reply.headers({ 'cache-control': 'no-store' }).send(await connections().status(currentUser(request).id)),
  });

  app.delete(endpoints.disconnectCalendly.path, {
    preValidation: therapistOnly,
    schema: routeSchema(endpoints.disconnectCalendly),
    handler: async (request) => {
      await connections().disconnect(currentUser(request).id);
      return { connected: false as const };
    },
  });

  // the signature covers the exact bytes Calendly sent: this scope reads every body as a raw buffer
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(endpoints.calendlyWebhook.path, {
      config: { auth: 'public', rateLimit: false },
      schema: routeSchema(endpoints.calendlyWebhook),
      handler: async (request) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['calendly-webhook-signature'];
        return calendlyWebhook(ctx, raw, typeof signature === 'string' ? signature : undefined);
      },
    });
  });
};
