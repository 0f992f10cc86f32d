/**
 * Cancels payment intents left open (unpaid) for more than a day, on every replica: cancelling twice is harmless
 * (Stripe answers the same cancelled intent, and one being paid is left alone), so no lock is needed.
 */
import type { FastifyBaseLogger } from 'fastify';
import { paymentProvider } from '../payments';
import type { ServiceContext } from '../services/context';
import { cancelStaleIntents } from '../services/open-intents';
import { startPeriodicJob } from './periodic';

/** Runs now and then every `intervalMs` (default one hour); returns a stop function. */
export function startStaleIntentJob(ctx: ServiceContext, log?: FastifyBaseLogger, intervalMs = 60 * 60_000): () => Promise<void> {
  return startPeriodicJob(
    'stale payment intent job',
    async () => {
      const n = await cancelStaleIntents(ctx, paymentProvider(ctx));
      if (n > 0) log?.info({ intents: n }, 'stale payment intents cancelled');
    },
    log,
    intervalMs,
  );
}
