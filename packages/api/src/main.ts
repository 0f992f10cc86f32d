/** Starts the API: private data folder, migrate, demo data (SEED=1 only), listen, print the URL. */
import { buildApp } from './app';
import { loadConfig } from './config';
import { checkConfig } from './config-checks';
import { migrate, openDb } from './db';
import { startCalendlyCancellationJob } from './jobs/calendly-cancellations';
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
  const stopReminders = startReminderJob(app.ctx, app.log);
  // a payment taken but not credited (the process died in between) is credited on start-up and every minute
  const stopRecovery = startPaymentRecoveryJob(app.ctx, app.log);
  // Calendly cancellations Calendly could not take at once are retried every minute
  const stopCalendlyCancellations = startCalendlyCancellationJob(app.ctx, app.log);
  // intents left open for a day are cancelled at the processor
  const stopStaleIntents = startStaleIntentJob(app.ctx, app.log);
  const close = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await stopReminders();
    await stopRecovery();
    await stopCalendlyCancellations();
    await stopStaleIntents();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const base = `http://${shown}:${config.port}`;
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
