/** Runs a background job now and then every interval, never twice at once in this process; returns a stop function. */
export function startPeriodic(run: () => Promise<void>, intervalMs: number): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= run().finally(() => {
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
