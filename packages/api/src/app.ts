/** Builds the Fastify application (used by `main.ts` and by tests through `app.inject`). */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { PROFILE_IMAGE_MAX_BYTES } from '@aliento/contracts/profile-image';
import { loadConfig, type Config } from './config';
import { migrate, openDb, type Db } from './db';
import { preparePrivateDataDir, signingSecret } from './lib/private-data';
import { TokenService } from './lib/tokens';
import { Mailer } from './mail/outbox';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerRoutes } from './routes';
import { AuthUserCache } from './services/auth-user-cache';
import { CacheVersions } from './services/cache-versions';
import type { ServiceContext } from './services/context';
import { accessTokenSeconds } from './services/sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Services' dependencies (database, configuration, tokens, mailer). */
    ctx: ServiceContext;
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
  /** Fastify logger option (default: on at the configured level, off under jest). */
  logger?: boolean | object;
};

/** The uploads images folder of a data dir. */
export const imagesDir = (dataDir: string) => join(dataDir, 'uploads', 'images');

/** Creates the server with every plugin and route registered (not listening). */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...loadConfig(), ...options.config };
  // before anything is written there: the data folder is private, or the server does not start
  preparePrivateDataDir(config.dataDir);
  const secret = signingSecret(config.jwtSecret, config.dataDir);
  const ownDb = !options.db;
  const db = options.db ?? (await openDb(config));
  if (options.migrate !== false) await migrate(db);

  const app = Fastify({
    logger: options.logger ?? (process.env.JEST_WORKER_ID ? false : { level: config.logLevel }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const mailer = new Mailer(db, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  const ctx: ServiceContext = {
    db,
    config,
    mailer,
    tokens: new TokenService(secret, accessTokenSeconds(config.session.idleSeconds)),
    versions: new CacheVersions(db),
    authUsers: new AuthUserCache(db),
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    await mailer.stop();
    if (ownDb) await db.close();
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Language', 'Cache-Control', 'Pragma', 'Expires', 'Stripe-Signature'],
    maxAge: 600,
  });
  await app.register(multipart, { limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 12 } });

  const images = imagesDir(config.dataDir);
  mkdirSync(images, { recursive: true });
  await app.register(fastifyStatic, {
    root: images,
    prefix: '/uploads/images/',
    maxAge: '7d',
    immutable: true,
    dotfiles: 'deny',
    index: false,
    list: false,
    // only png and jpeg are ever written here; anything else is not served
    allowedPath: (path) => /^\/?[\w.-]+\.(png|jpe?g)$/i.test(path),
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Aliento API', description: 'Spanish-first online therapy marketplace', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(registerRoutes, { ctx });
  return app;
}
