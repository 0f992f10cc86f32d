/**
 * Retries the Calendly cancellations that Calendly did not confirm at once (unreachable, rate-limited, 5xx). The
 * queue is in the database and each run claims rows with FOR UPDATE SKIP LOCKED and a lease, so it survives restarts
 * and several API replicas can run it without cancelling an event twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import { calendlyOf } from '../scheduling/calendly';
import type { ServiceContext } from '../services/context';
import { startPeriodicJob } from './periodic';

/** Runs the retries now and then every `intervalMs` (default one minute); returns a stop function. */
export function startCalendlyCancellationJob(ctx: ServiceContext, log?: FastifyBaseLogger, intervalMs = 60_000): () => Promise<void> {
  const calendly = calendlyOf(ctx, log);
  if (!calendly.verifies) return async () => undefined;
  // sendQueuedCancellations logs its own failures and never rejects
  return startPeriodicJob(
    'calendly cancellations',
    async () => {
      const n = await calendly.sendQueuedCancellations({ retries: true });
      if (n > 0) log?.info({ cancelled: n }, 'Calendly events cancelled');
    },
    log,
    intervalMs,
  );
}
