/**
 * Starts the API: private data folder, migrate, demo data (SEED=1 only), listen, print the URL. On SIGTERM (or
 * SIGINT) it drains: readiness answers 503 at once, the listener closes after SHUTDOWN_DELAY_MS, requests in flight
 * finish (for at most SHUTDOWN_GRACE_MS), the jobs stop, and the process exits 0 (1 when the grace ran out).
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config';
import { checkConfig } from './config-checks';
import { migrate, openDb } from './db';
import { startCalendlyCancellationJob } from './jobs/calendly-cancellations';
import { startHoldCleanupJob } from './jobs/hold-cleanup';
import { startPaymentRecoveryJob } from './jobs/payment-recovery';
import { startReminderJob } from './jobs/reminders';
import { startStaleIntentJob } from './jobs/stale-intents';
import { preparePrivateDataDir, UnsafeSetupError } from './lib/private-data';
import { seed } from './seed';

async function main(): Promise<void> {
  const config = loadConfig();
  // before touching the database: a half-configured payment or video service must not start
  checkConfig(config);
  preparePrivateDataDir(config.dataDir);
  const db = await openDb(config);
  await migrate(db);
  if (config.seed) await seed(db, config);
  const app = await buildApp({ config, db, migrate: false });
  app.ctx.mailer.start();
  const every = config.jobIntervalMs;
  const stopReminders = startReminderJob(app.ctx, app.log, every);
  // a payment taken but not credited (the process died in between) is credited on start-up and every JOB_INTERVAL_MS
  const stopRecovery = startPaymentRecoveryJob(app.ctx, app.log, every);
  // Calendly cancellations Calendly could not take at once are retried every JOB_INTERVAL_MS
  const stopCalendlyCancellations = startCalendlyCancellationJob(app.ctx, app.log, every);
  // intents left open for a day are cancelled at the processor
  const stopStaleIntents = startStaleIntentJob(app.ctx, app.log);
  // expired slot holds are deleted (they already free their slot; this keeps the table small)
  const stopHoldCleanup = startHoldCleanupJob(app.ctx, app.log);
  let draining: Promise<void> | undefined;
  const drain = async (signal: string) => {
    const { shutdownDelayMs, shutdownGraceMs } = config;
    app.lifecycle.draining = true;
    app.log.info(`${signal}: draining (readiness 503; requests in flight get up to ${shutdownGraceMs} ms)`);
    if (shutdownDelayMs > 0) await new Promise((r) => setTimeout(r, shutdownDelayMs));
    const jobs = Promise.all([stopReminders(), stopRecovery(), stopCalendlyCancellations(), stopStaleIntents(), stopHoldCleanup()]);
    // Fastify stops accepting, answers 503 to new requests on open connections and waits for those in flight
    let timer: NodeJS.Timeout | undefined;
    const graceOver = new Promise<boolean>((r) => (timer = setTimeout(() => r(true), shutdownGraceMs)));
    // a keep-alive connection whose request finishes while draining is idle from then on: close it too
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    const timedOut = await Promise.race([app.close().then(() => false), graceOver]);
    clearTimeout(timer);
    clearInterval(idle);
    await jobs;
    if (timedOut) app.log.warn(`${signal}: requests still in flight after ${shutdownGraceMs} ms; exiting anyway`);
    await db.close().catch(() => undefined);
    console.log(`Aliento API stopped (${signal}${timedOut ? ', grace period over' : ', drained'})`);
    process.exit(timedOut ? 1 : 0);
  };
  // a second signal while draining changes nothing (the default handler would kill requests in flight)
  const onSignal = (signal: string) => void (draining ??= drain(signal));
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  // the port the system chose when PORT=0
  const base = `http://${shown}:${(app.server.address() as AddressInfo).port}`;
  console.log(`Aliento API listening on ${base} (docs: /api/docs, database: ${db.kind}, address: ${config.host})`);
  if (config.seed) {
    console.log(`Demo mode (SEED=1): demo accounts are loaded and the mail viewer is at ${base}/demo/mail. Never use it with real people's data.`);
  } else {
    console.log('No demo accounts. Create the first admin with: pnpm --filter @aliento/api admin:create <email>');
  }
}

main().catch((err) => {
  // a refused set-up is a message for the operator, not a stack trace
  console.error(err instanceof UnsafeSetupError ? `Aliento API did not start: ${err.message}` : err);
  process.exit(1);
});
