/**
 * Start-up checks of the settings for real services: the API refuses to start half-configured, with one message
 * naming every missing or wrong setting, rather than fail people later (a payment never credited, a room nobody
 * can enter).
 */
import { createPrivateKey } from 'node:crypto';
import type { Config } from './config';

/** Problems of the Stripe settings (Stripe's fulfilment guide: the webhook is the reliable path). */
function stripeProblems(config: Config): string[] {
  if (!config.stripeSecretKey) return [];
  const problems: string[] = [];
  if (!config.stripeWebhookSecret) {
    problems.push(
      "STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY: plans are credited by Stripe's webhook. " +
        'Add an endpoint for <API origin>/api/stripe/webhook in the Stripe dashboard (events: see docs/deploy.md, "Card payments") and set its signing secret (whsec_…).',
    );
  }
  if (!config.stripePublishableKey) {
    problems.push('STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY: the payment form in the browser needs it (pk_live_… or pk_test_…).');
  }
  return problems;
}

function isRsaPrivateKey(pem: string): boolean {
  try {
    return createPrivateKey(pem).asymmetricKeyType === 'rsa';
  } catch {
    return false;
  }
}

/** Problems of the video settings. */
function videoProblems(config: Config): string[] {
  const v = config.video;
  const problems: string[] = [];
  if (v.provider === 'jaas') {
    if (!v.appId) problems.push('JAAS_APP_ID is required for 8x8 JaaS (vpaas-magic-cookie-…, from the JaaS console).');
    if (!v.keyId) problems.push('JAAS_KEY_ID is required for 8x8 JaaS (the API key id, <AppID>/<id>, from the JaaS console "API Keys").');
    else if (v.appId && !v.keyId.startsWith(`${v.appId}/`)) problems.push(`JAAS_KEY_ID must start with the AppID: "${v.appId}/…".`);
    if (!v.privateKey)
      problems.push('JAAS_PRIVATE_KEY or JAAS_PRIVATE_KEY_FILE is required for 8x8 JaaS (the RSA private key of that API key, PEM).');
    else if (!isRsaPrivateKey(v.privateKey)) problems.push('JAAS_PRIVATE_KEY is not an RSA private key in PEM form.');
  }
  if (v.provider === 'jitsi') {
    if (!v.appId) problems.push('JITSI_APP_ID is required for a self-hosted Jitsi (the app_id of its token authentication).');
    if (!v.appSecret) problems.push('JITSI_APP_SECRET is required for a self-hosted Jitsi (the app_secret of its token authentication).');
    if (!config.videoHost) problems.push('VIDEO_HOST is required for a self-hosted Jitsi (e.g. https://meet.example.org).');
  }
  if (config.videoHost && !/^https?:\/\/[^/]+/.test(config.videoHost))
    problems.push(`VIDEO_HOST must be an http(s) address (got "${config.videoHost}").`);
  return problems;
}

/** Problems of the S3 image storage: all of it, or none (the database keeps the images). */
function s3Problems(config: Config): string[] {
  const s3 = config.s3;
  if (!s3) return [];
  const problems: string[] = [];
  const missing = (value: string, name: string, why: string) => {
    if (!value) problems.push(`${name} is required with the other S3_* settings: ${why}.`);
  };
  missing(s3.bucket, 'S3_BUCKET', 'the bucket that keeps uploaded images');
  missing(s3.region, 'S3_REGION', 'the bucket\'s region (e.g. eu-west-1; "auto" for Cloudflare R2)');
  missing(s3.accessKeyId, 'S3_ACCESS_KEY_ID', 'the access key allowed to read, write and delete in the bucket');
  missing(s3.secretAccessKey, 'S3_SECRET_ACCESS_KEY', 'the secret of that access key');
  if (s3.endpoint && !/^https?:\/\/[^/]+/.test(s3.endpoint)) problems.push(`S3_ENDPOINT must be an http(s) address (got "${s3.endpoint}").`);
  return problems;
}

/** Throws one Error listing every problem; returns quietly when the settings are complete. */
export function checkConfig(config: Config): void {
  const problems = [...stripeProblems(config), ...videoProblems(config), ...s3Problems(config)];
  if (problems.length > 0) throw new Error(`Aliento API cannot start:\n- ${problems.join('\n- ')}`);
}
