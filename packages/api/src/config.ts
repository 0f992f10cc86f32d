/** Server configuration from the environment, with safe development defaults. */
import { existsSync, readFileSync } from 'node:fs';
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
  /**
   * HS256 secret (at least 32 characters; never written anywhere); undefined = a random secret generated once and
   * kept in `dataDir/jwt-secret`, readable only by the server's user (one process; several replicas need this).
   */
  jwtSecret?: string;
  session: {
    /** Without activity for this long, a signed-in page warns, then signs out (SESSION_IDLE_MINUTES, default 30). */
    idleSeconds: number;
    /** How long before the idle sign-out the warning shows. */
    warningSeconds: number;
    /** A session ends this long after sign-in whatever the activity (SESSION_MAX_HOURS, default 12). */
    maxSeconds: number;
  };
  /** Public web origin used in e-mail links (reset links go to `<publicWebUrl>/signin?token=`). */
  publicWebUrl: string;
  /** The API's public origin, named in the OpenAPI document's `servers`; unset = the origin each request came to. */
  publicApiUrl?: string;
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
  /** Calendly organization admin token: reads and cancels the events of every member of that organization. */
  calendlyToken?: string;
  /** Calendly's API base (`CALENDLY_API_URL`; tests point it at a stand-in). */
  calendlyApiUrl: string;
  /** Calendly's OAuth server base (`CALENDLY_AUTH_URL`). */
  calendlyAuthUrl: string;
  /** OAuth app of therapists who connect their own Calendly account (both, or neither). */
  calendlyClientId?: string;
  calendlyClientSecret?: string;
  /** The OAuth app's redirect URL: the settings page, `<PUBLIC_WEB_URL>/dashboard/settings` unless set. */
  calendlyRedirectUri: string;
  /** Signing key of the Calendly webhook subscription (HMAC-SHA256 of `Calendly-Webhook-Signature`). */
  calendlyWebhookSigningKey?: string;
  /**
   * Public URL of `POST /api/calendly/webhook`; when set, each therapist who connects their own Calendly account is
   * subscribed to it (user scope) and unsubscribed on disconnect.
   */
  calendlyWebhookUrl?: string;
  /** 32-byte key (base64 or hex) encrypting stored Calendly OAuth tokens with AES-256-GCM. */
  calendlyTokenEncryptionKey?: string;
  /** Prefix of every video room link (with JaaS `https://8x8.vc/<AppID>`). */
  videoHost: string;
  /** Video service and its keys (config-video.ts). */
  video: VideoConfig;
  cmsUrl?: string;
  gaId?: string;
  /**
   * Demo mode (`SEED=1`, which `pnpm start` passes): demo accounts, therapists and articles are loaded on start and
   * the API serves the outbox's mail viewer. Off by default: a plain start has no known password.
   */
  seed: boolean;
  /** Limits; every counter lives in the database (shared by replicas, kept across restarts). */
  rateLimit: {
    /** Failed sign-ins per client address per lock window (guessing across many accounts). */
    loginMax: number;
    /** Failed sign-ins on one account before it is locked for {@link lockMinutes} (guessing one password). */
    accountFailures: number;
    lockMinutes: number;
    /** Forgot-password, reset-password and verification-resend requests per client address per window. */
    forgotMax: number;
    /** Password-reset mails per target address per hour, whatever the source. */
    mailsPerTargetHour: number;
    registerMax: number;
    /** Public forms (intake, contact). */
    formsMax: number;
    /** Window of the per-address limits, in seconds. */
    windowSeconds: number;
    /** Each costly signed-in write (payment intents, bookings, uploads) per user per hour. */
    userWritesHour: number;
  };
  /** Maximum JSON body in bytes. */
  bodyLimit: number;
  logLevel: string;
  /**
   * Whose word to take for the client address (`X-Forwarded-For`, which every limit per address counts by): false
   * (default) = the connection's address; addresses or CIDRs (or proxy-addr's `loopback`, `uniquelocal`) = the
   * proxies in front, whose header is believed; true = any sender (only behind a proxy that overwrites the header).
   */
  trustProxy: boolean | string;
  /** Mail delivery: SMTP greeting name, retry schedule and the log alert (README "Mail"). */
  mail: MailConfig;
  /** The external CMS behind `/api/articles` when `cmsUrl` is set (README "Blog (CMS)"). */
  cms: CmsConfig;
  /** S3-compatible storage of uploaded images when any `S3_*` is set (checked by config-checks.ts); else the database. */
  s3?: S3Config;
  /** On SIGTERM, how long in-flight requests may take before the process exits anyway (`SHUTDOWN_GRACE_MS`). */
  shutdownGraceMs: number;
  /**
   * On SIGTERM, how long the replica keeps accepting connections while its readiness answers 503, so that a load
   * balancer polling it stops sending traffic before the listener closes (`SHUTDOWN_DELAY_MS`, default 0).
   */
  shutdownDelayMs: number;
  /** How often each replica runs its periodic jobs (reminders, payment recovery...; `JOB_INTERVAL_MS`, default 60000). */
  jobIntervalMs: number;
  /**
   * How long a client's hold on a slot lasts while they buy a plan (`HOLD_MINUTES`, default 10; fractions allowed).
   * Others see the slot as taken until it is booked, released or this time has passed.
   */
  holdMs: number;
};

/** S3-compatible object storage (`S3_BUCKET`, `S3_REGION`, `S3_ACCESS_KEY_ID`, `S3_SECRET_ACCESS_KEY`, `S3_ENDPOINT`). */
export type S3Config = {
  bucket: string;
  region: string;
  /** Another S3-compatible service (`https://<account>.r2.cloudflarestorage.com`, MinIO...); unset = AWS S3. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** Mail delivery settings; durations in milliseconds. */
export type MailConfig = {
  /** Name given in the SMTP greeting (EHLO/HELO). */
  smtpName: string;
  /** First retry delay; each failed attempt doubles it (with jitter) up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a mail is retried before it is marked failed (from when it was queued or sent again). */
  retryForMs: number;
  /** How often each process looks for due mails. */
  pollMs: number;
  /** A mail failing for this long raises the log alert ... */
  alertAfterMs: number;
  /** ... at most once per this period (across every replica). */
  alertEveryMs: number;
};

/** External CMS settings. */
export type CmsConfig = {
  /** Optional Strapi API token (read-only) sent as a bearer token. */
  token?: string;
  timeoutMs: number;
  /** A copy younger than this is served without asking the CMS; older ones are served while a refresh runs. */
  freshMs: number;
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

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A duration from the environment counted in `unitMs` (fractions allowed, so tests can be short), in ms. */
function duration(value: string | undefined, unitMs: number, fallback: number): number {
  const n = value === undefined || value === '' ? NaN : Number(value);
  return Math.round((Number.isFinite(n) && n >= 0 ? n : fallback) * unitMs);
}

/**
 * The SMTP greeting name: SMTP_NAME, else the domain of MAIL_FROM, else PUBLIC_WEB_URL's host. Never the machine's
 * hostname (a container id or an internal name that receiving servers score as spam).
 */
export function smtpGreetingName(env: NodeJS.ProcessEnv, mailFrom: string, publicWebUrl: string): string {
  const explicit = opt(env.SMTP_NAME);
  if (explicit) return explicit;
  const domain = /@([A-Za-z0-9.-]+\.[A-Za-z]{2,})>?\s*$/.exec(mailFrom)?.[1];
  if (domain) return domain.toLowerCase();
  try {
    return new URL(publicWebUrl).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

function opt(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}

/** `RATE_LIMIT_WINDOW`: seconds, or `N second(s)|minute(s)|hour(s)` (the older `1 minute` form). */
export function durationSeconds(value: string | undefined, fallback: number): number {
  const m = /^(\d+)\s*(s|sec|seconds?|m|min|minutes?|h|hours?)?$/i.exec(value?.trim() ?? '');
  if (!m) return fallback;
  const unit = (m[2] ?? 's').toLowerCase()[0];
  return Number(m[1]) * (unit === 'h' ? 3600 : unit === 'm' ? 60 : 1);
}

function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  const v = value?.trim().toLowerCase() ?? '';
  if (v === '' || v === '0' || v === 'false' || v === 'off' || v === 'no') return false;
  if (v === 'true' || v === '1') return true;
  return value!.trim();
}

/**
 * Without CORS_ORIGINS, the local apps of the repository: every app's default port in the registry of apps
 * (packages/core/src/apps/apps.json), as `pnpm dev` and a remote's own dev server serve them. None outside a checkout.
 */
function defaultCorsOrigins(): string[] {
  const file = join(repoRoot(), 'packages', 'core', 'src', 'apps', 'apps.json');
  if (!existsSync(file)) return [];
  const { apps } = JSON.parse(readFileSync(file, 'utf8')) as { apps: Array<{ port: number }> };
  return apps.flatMap(({ port }) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

/** The `S3_*` settings when any is set (missing ones empty, for config-checks.ts to name), else undefined. */
function s3Of(env: NodeJS.ProcessEnv): S3Config | undefined {
  const names = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_ENDPOINT'];
  if (!names.some((n) => opt(env[n]))) return undefined;
  return {
    bucket: opt(env.S3_BUCKET) ?? '',
    region: opt(env.S3_REGION) ?? '',
    endpoint: opt(env.S3_ENDPOINT)?.replace(/\/+$/, ''),
    accessKeyId: opt(env.S3_ACCESS_KEY_ID) ?? '',
    secretAccessKey: opt(env.S3_SECRET_ACCESS_KEY) ?? '',
  };
}

/** Reads the configuration from `env` (defaults to `process.env`). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = opt(env.DATABASE_URL);
  const mailFrom = opt(env.MAIL_FROM) ?? 'Aliento <no-reply@aliento.example>';
  const publicWebUrl = (opt(env.PUBLIC_WEB_URL) ?? 'http://localhost:3000').replace(/\/+$/, '');
  const idleSeconds = Math.max(60, Math.round(Number(opt(env.SESSION_IDLE_MINUTES) ?? 30) * 60) || 30 * 60);
  return {
    port: int(env.PORT, 8080),
    // Loopback unless told otherwise: a server started by hand is not reachable from the network by accident
    // (a container or a host without a reverse proxy sets HOST=0.0.0.0 on purpose).
    host: opt(env.HOST) ?? '127.0.0.1',
    databaseUrl,
    dataDir: resolve(opt(env.DATA_DIR) ?? join(repoRoot(), '.data')),
    jwtSecret: opt(env.JWT_SECRET),
    session: {
      idleSeconds,
      warningSeconds: Math.min(120, Math.floor(idleSeconds / 5)),
      maxSeconds: Math.max(idleSeconds, Math.round(Number(opt(env.SESSION_MAX_HOURS) ?? 12) * 3600) || 12 * 3600),
    },
    publicWebUrl,
    publicApiUrl: opt(env.PUBLIC_API_URL)?.replace(/\/+$/, ''),
    corsOrigins:
      opt(env.CORS_ORIGINS)
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean) ?? defaultCorsOrigins(),
    smtpUrl: opt(env.SMTP_URL),
    mailFrom,
    staffEmail: opt(env.STAFF_EMAIL) ?? 'equipo@aliento.example',
    stripeSecretKey: opt(env.STRIPE_SECRET_KEY),
    stripePublishableKey: opt(env.STRIPE_PUBLISHABLE_KEY),
    stripeWebhookSecret: opt(env.STRIPE_WEBHOOK_SECRET),
    stripeApiBase: opt(env.STRIPE_API_BASE),
    calendlyToken: opt(env.CALENDLY_TOKEN),
    calendlyApiUrl: (opt(env.CALENDLY_API_URL) ?? 'https://api.calendly.com').replace(/\/+$/, ''),
    calendlyAuthUrl: (opt(env.CALENDLY_AUTH_URL) ?? 'https://auth.calendly.com').replace(/\/+$/, ''),
    calendlyClientId: opt(env.CALENDLY_CLIENT_ID),
    calendlyClientSecret: opt(env.CALENDLY_CLIENT_SECRET),
    calendlyRedirectUri:
      opt(env.CALENDLY_REDIRECT_URI) ?? `${(opt(env.PUBLIC_WEB_URL) ?? 'http://localhost:3000').replace(/\/+$/, '')}/dashboard/settings`,
    calendlyWebhookSigningKey: opt(env.CALENDLY_WEBHOOK_SIGNING_KEY),
    calendlyWebhookUrl: opt(env.CALENDLY_WEBHOOK_URL),
    calendlyTokenEncryptionKey: opt(env.CALENDLY_TOKEN_ENCRYPTION_KEY),
    ...loadVideoConfig(env),
    cmsUrl: opt(env.CMS_URL),
    gaId: opt(env.GA_ID),
    seed: env.SEED === '1' || env.SEED === 'true',
    rateLimit: {
      loginMax: int(env.RATE_LIMIT_LOGIN_MAX, 100),
      accountFailures: int(env.LOGIN_LOCK_AFTER, 5),
      lockMinutes: int(env.LOGIN_LOCK_MINUTES, 15),
      forgotMax: int(env.RATE_LIMIT_FORGOT_MAX, 5),
      mailsPerTargetHour: int(env.RATE_LIMIT_MAILS_PER_TARGET, 3),
      registerMax: int(env.RATE_LIMIT_REGISTER_MAX, 10),
      formsMax: int(env.RATE_LIMIT_FORMS_MAX, 10),
      windowSeconds: durationSeconds(opt(env.RATE_LIMIT_WINDOW), 60),
      userWritesHour: int(env.RATE_LIMIT_USER_WRITES, 30),
    },
    bodyLimit: int(env.BODY_LIMIT, 256 * 1024),
    logLevel: opt(env.LOG_LEVEL) ?? 'info',
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    mail: {
      smtpName: smtpGreetingName(env, mailFrom, publicWebUrl),
      retryBaseMs: duration(env.MAIL_RETRY_BASE_SECONDS, SECOND, 30),
      retryMaxMs: duration(env.MAIL_RETRY_MAX_SECONDS, SECOND, 60 * 60),
      retryForMs: duration(env.MAIL_RETRY_HOURS, HOUR, 48),
      pollMs: duration(env.MAIL_POLL_SECONDS, SECOND, 15),
      alertAfterMs: duration(env.MAIL_ALERT_AFTER_MINUTES, MINUTE, 15),
      alertEveryMs: duration(env.MAIL_ALERT_EVERY_MINUTES, MINUTE, 60),
    },
    s3: s3Of(env),
    shutdownGraceMs: Math.max(0, int(env.SHUTDOWN_GRACE_MS, 25_000)),
    shutdownDelayMs: Math.max(0, int(env.SHUTDOWN_DELAY_MS, 0)),
    jobIntervalMs: Math.max(100, int(env.JOB_INTERVAL_MS, 60_000)),
    holdMs: Math.max(SECOND, duration(env.HOLD_MINUTES, MINUTE, 10)),
    cms: {
      token: opt(env.CMS_TOKEN),
      timeoutMs: duration(env.CMS_TIMEOUT_SECONDS, SECOND, 5),
      freshMs: duration(env.CMS_CACHE_SECONDS, SECOND, 60),
    },
  };
}
