/** The API refuses to start half-configured for Stripe or video, naming what is missing; video settings parse as documented. */
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { checkConfig } from '../src/config-checks';

const APP_ID = 'vpaas-magic-cookie-0123456789abcdef0123456789abcdef';
const PEM = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();

it('refuses to start in Stripe mode without STRIPE_WEBHOOK_SECRET (a real start of src/main.ts)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'aliento-config-'));
  try {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: join(__dirname, '..'),
      env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY');
    expect(run.stderr).toContain('/api/stripe/webhook');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

it('builds no app in Stripe mode without the webhook secret or the publishable key', async () => {
  await expect(
    buildApp({ config: { stripeSecretKey: 'sk_test_x', stripePublishableKey: 'pk_test_x', stripeWebhookSecret: undefined } }),
  ).rejects.toThrow(/STRIPE_WEBHOOK_SECRET is required/);
  const base = loadConfig({});
  expect(() => checkConfig({ ...base, stripeSecretKey: 'sk_test_x', stripeWebhookSecret: 'whsec_x' })).toThrow(/STRIPE_PUBLISHABLE_KEY is required/);
  expect(() =>
    checkConfig({ ...base, stripeSecretKey: 'sk_test_x', stripeWebhookSecret: 'whsec_x', stripePublishableKey: 'pk_test_x' }),
  ).not.toThrow();
});

it('keeps the demo default: meet.jit.si without tokens', () => {
  const c = loadConfig({});
  expect(c.video).toEqual({ provider: 'demo' });
  expect(c.videoHost).toBe('https://meet.jit.si');
  expect(() => checkConfig(c)).not.toThrow();
});

it('reads 8x8 JaaS: rooms under https://8x8.vc/<AppID>, a one-line PEM with \\n escapes, or a key file', () => {
  const c = loadConfig({ JAAS_APP_ID: APP_ID, JAAS_KEY_ID: `${APP_ID}/4f4910`, JAAS_PRIVATE_KEY: PEM.replace(/\n/g, '\\n') });
  expect(c.video).toEqual({ provider: 'jaas', appId: APP_ID, keyId: `${APP_ID}/4f4910`, privateKey: PEM });
  expect(c.videoHost).toBe(`https://8x8.vc/${APP_ID}`);
  expect(() => checkConfig(c)).not.toThrow();

  const dir = mkdtempSync(join(tmpdir(), 'aliento-jaas-'));
  try {
    writeFileSync(join(dir, 'key.pem'), PEM);
    expect(loadConfig({ JAAS_APP_ID: APP_ID, JAAS_KEY_ID: `${APP_ID}/1`, JAAS_PRIVATE_KEY_FILE: join(dir, 'key.pem') }).video.privateKey).toBe(PEM);
    expect(() => loadConfig({ JAAS_APP_ID: APP_ID, JAAS_PRIVATE_KEY_FILE: join(dir, 'missing.pem') })).toThrow(/JAAS_PRIVATE_KEY_FILE: cannot read/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

it('names every missing or wrong video setting', () => {
  expect(() => checkConfig(loadConfig({ JAAS_APP_ID: APP_ID }))).toThrow(
    /JAAS_KEY_ID is required[\s\S]*JAAS_PRIVATE_KEY or JAAS_PRIVATE_KEY_FILE is required/,
  );
  expect(() => checkConfig(loadConfig({ JAAS_APP_ID: APP_ID, JAAS_KEY_ID: 'other/1', JAAS_PRIVATE_KEY: 'not a key' }))).toThrow(
    /JAAS_KEY_ID must start with the AppID[\s\S]*not an RSA private key/,
  );
  expect(() => checkConfig(loadConfig({ JITSI_APP_ID: 'aliento' }))).toThrow(/JITSI_APP_SECRET is required[\s\S]*VIDEO_HOST is required/);
  expect(() => checkConfig(loadConfig({ JITSI_APP_ID: 'aliento', JITSI_APP_SECRET: 's', VIDEO_HOST: 'https://meet.example.org/' }))).not.toThrow();
  expect(() => loadConfig({ JAAS_APP_ID: APP_ID, JITSI_APP_ID: 'aliento' })).toThrow(/set VIDEO_PROVIDER=jaas or VIDEO_PROVIDER=jitsi/);
  expect(() => loadConfig({ VIDEO_PROVIDER: 'zoom' })).toThrow(/VIDEO_PROVIDER must be demo, jaas or jitsi/);
});
