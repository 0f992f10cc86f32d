/** `GET /api/config` (public runtime configuration), `GET /api/health` and its liveness and readiness forms. */
import type { PublicConfig } from '@aliento/contracts/config';
import { errorResponseSchema } from '@aliento/contracts/errors';
import { AppError } from '../lib/app-error';
import type { Config } from '../config';
import { notReadyReason } from '../services/readiness';
import type { RoutePlugin } from './types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from './route-schema';

/** The public part of the configuration (never secrets). */
export function getConfig(config: Config): PublicConfig {
  const stripe = Boolean(config.stripeSecretKey);
  return {
    payments: stripe ? { mode: 'stripe', publishableKey: config.stripePublishableKey } : { mode: 'local' },
    videoHost: config.videoHost,
    ...(config.gaId ? { analyticsId: config.gaId } : {}),
    // the same rule as the Calendly adapter: an organization token, or an OAuth app for therapists' own accounts
    scheduling: {
      calendly: Boolean(config.calendlyToken || (config.calendlyClientId && config.calendlyClientSecret)),
      calendlyConnect: Boolean(config.calendlyClientId && config.calendlyClientSecret),
    },
    session: { idleSeconds: config.session.idleSeconds, warningSeconds: config.session.warningSeconds },
  };
}

export const configRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(endpoints.getConfig.path, {
    config: { auth: 'public' },
    schema: routeSchema(endpoints.getConfig),
    handler: async (request, reply) => {
      const body: PublicConfig = getConfig(ctx.config);
      // demo mode: where this API serves the outbox viewer (routes/demo-mail.ts), as the browser reached it
      if (ctx.config.seed) body.demoMailUrl = `${request.protocol}://${request.host}/demo/mail`;
      return reply.headers({ 'cache-control': 'no-cache' }).send(body);
    },
  });

  app.get(endpoints.getHealth.path, {
    config: { auth: 'public' },
    schema: routeSchema(endpoints.getHealth),
    handler: async () => {
      await ctx.db.query('SELECT 1');
      return { ok: true, db: ctx.db.kind };
    },
  });

  app.get(endpoints.getLiveness.path, {
    config: { auth: 'public' },
    schema: routeSchema(endpoints.getLiveness),
    handler: async (_request, reply) => reply.headers({ 'cache-control': 'no-store' }).send({ ok: true }),
  });

  const readySchema = routeSchema(endpoints.getReadiness);
  readySchema.response[503] = errorResponseSchema;
  app.get(endpoints.getReadiness.path, {
    config: { auth: 'public' },
    schema: readySchema,
    handler: async (_request, reply) => {
      const reason = await notReadyReason(ctx, app.lifecycle);
      reply.headers({ 'cache-control': 'no-store' });
      if (reason) {
        reply.header('x-readiness', reason);
        throw new AppError(503, 'serviceUnavailable');
      }
      return { ready: true };
    },
  });
};
