/** Runs a job now and then every `intervalMs`, never two runs at once in this process; returns a stop function. */
import type { FastifyBaseLogger } from 'fastify';

export function startPeriodicJob(
  name: string,
  run: () => Promise<number>,
  log: FastifyBaseLogger | undefined,
  intervalMs: number,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= run()
      .then((n) => {
        if (n > 0) log?.info({ job: name, count: n }, `${name}: ${n} done`);
      })
      .catch((err) => log?.error({ err, job: name }, `${name} failed`))
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
