/** Server configuration from the environment, with safe development defaults. */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadVideoConfig, type VideoConfig } from './config-video';

/** Resolved configuration. */
export type Config = {
  port: number;
  host: string;
  /** PostgreSQL connection string; undefined = embedded PGlite in `dataDir/pglite`. */
  databaseUrl?: string;
  /** Data folder (PGlite files, uploads). */
  dataDir: string;
  /** HS256 secret; undefined = a random secret generated once and kept in the database. */
  jwtSecret?: string;
  /** Access token lifetime in seconds. */
  tokenTtlSeconds: number;
  /** Public web origin used in e-mail links (reset links go to `<publicWebUrl>/signin?token=`). */
  publicWebUrl: string;
  corsOrigins: string[];
  smtpUrl?: string;
  mailFrom: string;
  /** Address that receives intake and contact mails. */
  staffEmail: string;
  stripeSecretKey?: string;
  stripePublishableKey?: string;
  stripeWebhookSecret?: string;
  /** Another Stripe API origin (a local stand-in in tests), e.g. `http://127.0.0.1:12111`. */
  stripeApiBase?: string;
  calendlyToken?: string;
  /** Prefix of every video room link (with JaaS `https://8x8.vc/<AppID>`). */
  videoHost: string;
  /** Video service and its keys (config-video.ts). */
  video: VideoConfig;
  cmsUrl?: string;
  gaId?: string;
  /** Load demo data on start (default: only with the embedded database). */
  seed: boolean;
  rateLimit: {
    /** Max login attempts per window and client address. */
    loginMax: number;
    forgotMax: number;
    registerMax: number;
    /** Public forms (intake, contact). */
    formsMax: number;
    /** Window length, e.g. `1 minute`. */
    window: string;
  };
  /** Maximum JSON body in bytes. */
  bodyLimit: number;
  logLevel: string;
  trustProxy: boolean;
};

/** The repository root (folder holding pnpm-workspace.yaml), found from this file. */
export function repoRoot(): string {
  let dir = __dirname;
  for (let i = 0; i < 8; i++) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return dir;
    dir = dirname(dir);
  }
  return resolve(__dirname, '..', '..', '..');
}

function int(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

function opt(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

function defaultCorsOrigins(): string[] {
  const out: string[] = [];
  for (let p = 3000; p <= 3005; p++) out.push(`http://localhost:${p}`, `http://127.0.0.1:${p}`);
  return out;
}

/** Reads the configuration from `env` (defaults to `process.env`). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = opt(env.DATABASE_URL);
  const seedEnv = opt(env.SEED);
  return {
    port: int(env.PORT, 8080),
    host: opt(env.HOST) ?? '0.0.0.0',
    databaseUrl,
    dataDir: resolve(opt(env.DATA_DIR) ?? join(repoRoot(), '.data')),
    jwtSecret: opt(env.JWT_SECRET),
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 12 * 60 * 60),
    publicWebUrl: (opt(env.PUBLIC_WEB_URL) ?? 'http://localhost:3000').replace(/\/+$/, ''),
    corsOrigins: opt(env.CORS_ORIGINS)?.split(',').map((s) => s.trim()).filter(Boolean) ?? defaultCorsOrigins(),
    smtpUrl: opt(env.SMTP_URL),
    mailFrom: opt(env.MAIL_FROM) ?? 'Aliento <no-reply@aliento.example>',
    staffEmail: opt(env.STAFF_EMAIL) ?? 'equipo@aliento.example',
    stripeSecretKey: opt(env.STRIPE_SECRET_KEY),
    stripePublishableKey: opt(env.STRIPE_PUBLISHABLE_KEY),
    stripeWebhookSecret: opt(env.STRIPE_WEBHOOK_SECRET),
    stripeApiBase: opt(env.STRIPE_API_BASE),
    calendlyToken: opt(env.CALENDLY_TOKEN),
    ...loadVideoConfig(env),
    cmsUrl: opt(env.CMS_URL),
    gaId: opt(env.GA_ID),
    seed: seedEnv !== undefined ? seedEnv === '1' || seedEnv === 'true' : databaseUrl === undefined,
    rateLimit: {
      loginMax: int(env.RATE_LIMIT_LOGIN_MAX, 10),
      forgotMax: int(env.RATE_LIMIT_FORGOT_MAX, 5),
      registerMax: int(env.RATE_LIMIT_REGISTER_MAX, 10),
      formsMax: int(env.RATE_LIMIT_FORMS_MAX, 10),
      window: opt(env.RATE_LIMIT_WINDOW) ?? '1 minute',
    },
    bodyLimit: int(env.BODY_LIMIT, 256 * 1024),
    logLevel: opt(env.LOG_LEVEL) ?? 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
}
