/** Configuration defaults that matter for safety: no demo data, loopback, no proxy trusted, short sessions. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { durationSeconds, loadConfig, repoRoot } from '../src/config';

it('starts without demo data, on loopback, trusting no proxy, with a 30-minute idle sign-out', () => {
  const c = loadConfig({});
  expect(c.seed).toBe(false);
  expect(c.host).toBe('127.0.0.1');
  expect(c.trustProxy).toBe(false);
  expect(c.jwtSecret).toBeUndefined();
  expect(c.session).toEqual({ idleSeconds: 1800, warningSeconds: 120, maxSeconds: 12 * 3600 });
  expect(c.rateLimit).toMatchObject({ accountFailures: 5, lockMinutes: 15, mailsPerTargetHour: 3, windowSeconds: 60 });
  // no longer: the embedded database used to imply the demo
  expect(loadConfig({ DATABASE_URL: '' }).seed).toBe(false);
});

it('reads SEED, HOST, TRUST_PROXY, the session and the window', () => {
  expect(loadConfig({ SEED: '1' }).seed).toBe(true);
  expect(loadConfig({ SEED: '0' }).seed).toBe(false);
  expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
  expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
  expect(loadConfig({ SESSION_IDLE_MINUTES: '15', SESSION_MAX_HOURS: '8' }).session).toEqual({
    idleSeconds: 900,
    warningSeconds: 120,
    maxSeconds: 8 * 3600,
  });
  expect(loadConfig({ SESSION_IDLE_MINUTES: '2' }).session.warningSeconds).toBe(24);
  expect(loadConfig({ SESSION_IDLE_MINUTES: 'soon' }).session.idleSeconds).toBe(1800);
  expect([
    durationSeconds('1 minute', 0),
    durationSeconds('15 minutes', 0),
    durationSeconds('1 hour', 0),
    durationSeconds('90', 0),
    durationSeconds('x', 7),
  ]).toEqual([60, 900, 3600, 90, 7]);
});

it('accepts calls from every local app of the registry of apps by default, and only CORS_ORIGINS when given', () => {
  const registry = JSON.parse(readFileSync(join(repoRoot(), 'packages/core/src/apps/apps.json'), 'utf8')) as { apps: Array<{ port: number }> };
  const origins = loadConfig({}).corsOrigins;
  for (const { port } of registry.apps) expect(origins).toEqual(expect.arrayContaining([`http://localhost:${port}`, `http://127.0.0.1:${port}`]));
  expect(origins).toHaveLength(registry.apps.length * 2);
  expect(loadConfig({ CORS_ORIGINS: 'https://app.example, https://admin.example' }).corsOrigins).toEqual([
    'https://app.example',
    'https://admin.example',
  ]);
});
