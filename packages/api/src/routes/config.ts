/** `GET /api/config` (public runtime configuration) and `GET /api/health`. */
import type { PublicConfig } from '@aliento/contracts/config';
import type { Config } from '../config';
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
};
