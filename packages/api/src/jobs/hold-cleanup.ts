/**
 * Deletes expired slot holds now and then. Nothing depends on it: an expired hold already frees its slot (every
 * query compares with the time of the request); this only keeps the table small. Safe on every replica at once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../services/context';
import { deleteOldHolds } from '../services/holds';
import { startPeriodicJob } from './periodic';

/** Runs now and then every `intervalMs` (default ten minutes); returns a stop function. */
export function startHoldCleanupJob(ctx: ServiceContext, log?: FastifyBaseLogger, intervalMs = 10 * 60_000): () => Promise<void> {
  return startPeriodicJob(
    'hold cleanup job',
    async () => {
      const n = await deleteOldHolds(ctx);
      if (n > 0) log?.info({ holds: n }, 'expired slot holds deleted');
    },
    log,
    intervalMs,
  );
}
