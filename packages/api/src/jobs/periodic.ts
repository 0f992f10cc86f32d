/**
 * Runs a background job now and then every `intervalMs`, one run at a time, until stopped. A failure is logged with
 * the error's code only: a failed query's parameters (e-mails, hashes, tokens) never reach the log.
 */
import type { FastifyBaseLogger } from 'fastify';

/** Starts `run`; returns a stop function that waits for a run in progress. */
export function startPeriodicJob(name: string, run: () => Promise<void>, log?: FastifyBaseLogger, intervalMs = 60_000): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= run()
      .catch((err: { code?: unknown }) => log?.error({ job: name, code: typeof err?.code === 'string' ? err.code : 'unknown' }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
