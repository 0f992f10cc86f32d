/** Builds the Fastify application (used by `main.ts` and by tests through `app.inject`). */
import { join } from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROFILE_IMAGE_MAX_BYTES } from '@aliento/contracts/profile-image';
import { loadConfig, type Config } from './config';
import { checkConfig } from './config-checks';
import { migrate, openDb, type Db } from './db';
import { preparePrivateDataDir, signingSecret } from './lib/private-data';
import { TokenService } from './lib/tokens';
import { Mailer } from './mail/outbox';
import { registerBearerChallenge } from './plugins/bearer-challenge';
import { registerErrorHandling, sendFrameworkError } from './plugins/errors';
import { loggerOptions } from './plugins/logging';
import { registerOpenApi } from './plugins/openapi';
import { helmetHeaders, registerSecurityHeaders, SECURITY_HEADERS_OPTIONS, setSecurityHeaders } from './plugins/security-headers';
import { registerRoutes } from './routes';
import { AuthUserCache } from './cache/auth-user';
import { CacheVersions } from './cache/versions';
import { importDiskImages } from './services/profile-images';
import { openImageStore } from './storage/images';
import type { ServiceContext } from './services/context';
import type { Lifecycle } from './services/readiness';
import { accessTokenSeconds } from './services/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Services' dependencies (database, configuration, tokens, mailer). */
    ctx: ServiceContext;
    /** Whether this replica is shutting down (readiness answers 503 from then on). */
    lifecycle: Lifecycle;
  }
}

/** Options of {@link buildApp}. */
export type BuildAppOptions = {
  /** Full configuration, or overrides of the environment's. */
  config?: Partial<Config>;
  /** An open database (kept open on close); otherwise one is opened from the configuration and closed with the app. */
  db?: Db;
  /** Apply pending migrations (default true). */
  migrate?: boolean;
  /** Fastify logger option (default: on at the configured level, off under jest); the log serializers always apply. */
  logger?: boolean | object;
  /** Called for every route as it is registered (the authorization and fuzz tests read the route table so). */
  onRoute?: (route: RouteOptions) => void;
};

/** The folder where versions before the image store kept uploaded images (moved into the store on start-up). */
export const imagesDir = (dataDir: string) => join(dataDir, 'uploads', 'images');

/** Creates the server with every plugin and route registered (not listening). */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  checkConfig(config);
  // before anything is written there: the data folder is private, or the server does not start
  preparePrivateDataDir(config.dataDir);
  const secret = signingSecret(config.jwtSecret, config.dataDir);
  const ownDb = !options.db;
  const db = options.db ?? (await openDb(config));
  if (options.migrate !== false) await migrate(db);

  const securityHeaders = await helmetHeaders(SECURITY_HEADERS_OPTIONS);
  const app = Fastify({
    logger: loggerOptions(options.logger ?? (process.env.JEST_WORKER_ID ? false : { level: config.logLevel })),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // the router answers these before any hook runs: give them the headers and the error contract by hand
    frameworkErrors: (err, request, reply) => {
      setSecurityHeaders(reply, securityHeaders);
      sendFrameworkError(err, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer = new Mailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom, mail: config.mail, log: app.log });
  const ctx: ServiceContext = {
    db,
    config,
    mailer,
    tokens: new TokenService(secret, accessTokenSeconds(config.session.idleSeconds)),
    versions: new CacheVersions(db),
    authUsers: new AuthUserCache(db),
    images: openImageStore(config, db),
  };
  app.decorate('ctx', ctx);
  app.decorate('lifecycle', { draining: false } satisfies Lifecycle);
  app.addHook('onClose', async () => {
    await mailer.stop();
    ctx.images.close?.();
    if (ownDb) await db.close();
  });

  registerErrorHandling(app);
  registerBearerChallenge(app);
  registerSecurityHeaders(app, securityHeaders);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'X-Language',
      'Cache-Control',
      'Pragma',
      'Expires',
      'Stripe-Signature',
      'X-Time-Zone',
      'Idempotency-Key',
    ],
    maxAge: 600,
  });
  await app.register(multipart, { limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 12 } });

  // image files an earlier version kept on this machine's disk move to the store every replica reads
  await importDiskImages(db, ctx.images, config.dataDir, app.log);
  // reply.sendFile for the built-in articles' images (routes/articles.ts); uploaded images come from the store
  await app.register(fastifyStatic, { root: config.dataDir, serve: false });

  await registerOpenApi(app, config);

  await app.register(registerRoutes, { ctx });
  return app;
}
