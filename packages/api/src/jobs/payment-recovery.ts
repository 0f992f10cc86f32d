/**
 * Payment recovery: a payment the processor took is always credited. If the process dies between the processor's
 * success (the intent stored as `succeeded`) and the credit, the client paid and holds nothing until they happen to
 * confirm again. This job, run on start-up and every minute, credits such intents, each exactly once: it claims
 * them with FOR UPDATE SKIP LOCKED (several API replicas share the work without waiting on each other) and credits in
 * the same transaction through the conditional UPDATE every other path uses (`credited_at IS NULL`), so a confirm
 * call or webhook arriving at the same time cannot credit a second time. Nothing is kept in memory.
 *
 * With Stripe, an intent can also be stuck in a non-final state here while Stripe has it succeeded (the browser
 * closed after paying, the webhook lost): those are asked about, each at most every few minutes for a few days.
 */
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../lib/app-error';
import { paymentProvider } from '../payments';
import type { ServiceContext } from '../services/context';
import { creditIntent, creditIntentIn, findIntent } from '../services/payments';
import { startPeriodicJob } from './periodic';

const BATCH = 25;
/** A Stripe intent younger than this is left to the browser's own confirm call and the webhook. */
export const STRIPE_CHECK_AFTER_MINUTES = 10;
/** How often one stuck Stripe intent is asked about. */
export const STRIPE_CHECK_EVERY_MINUTES = 15;
/** Stripe intents older than this are no longer asked about (abandoned checkouts). */
export const STRIPE_CHECK_WITHIN_HOURS = 72;

/** What one run did. */
export type RecoveryResult = { credited: number; checked: number };

/** Credits every succeeded, uncredited intent; returns how many this run credited. */
async function creditSucceeded(ctx: ServiceContext): Promise<number> {
  let credited = 0;
  for (;;) {
    const { claimed, done } = await ctx.db.transaction(async (tx) => {
      const due = await tx.query<{ id: string }>(
        `SELECT id FROM payment_intents WHERE credited_at IS NULL AND status = 'succeeded'
         ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      );
      let n = 0;
      for (const { id } of due.rows) if (await creditIntentIn(ctx, tx, id, 'system')) n++;
      return { claimed: due.rows.length, done: n };
    });
    credited += done;
    if (claimed < BATCH) return credited;
  }
}

/**
 * Asks Stripe about intents stuck in a non-final state; each one is claimed (stamped `provider_checked_at`) by one
 * replica before the network call, which runs outside any transaction.
 */
async function checkStripeIntents(ctx: ServiceContext, now: Date): Promise<RecoveryResult> {
  const provider = paymentProvider(ctx);
  if (provider.mode !== 'stripe') return { credited: 0, checked: 0 };
  const claimed = await ctx.db.query<{ id: string }>(
    `UPDATE payment_intents SET provider_checked_at = $1 WHERE id IN (
       SELECT id FROM payment_intents
       WHERE provider = 'stripe' AND credited_at IS NULL AND status IN ('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing')
         AND created_at < $1::timestamptz - make_interval(mins => $2)
         AND created_at > $1::timestamptz - make_interval(hours => $3)
         AND (provider_checked_at IS NULL OR provider_checked_at < $1::timestamptz - make_interval(mins => $4))
       ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
     RETURNING id`,
    [now, STRIPE_CHECK_AFTER_MINUTES, STRIPE_CHECK_WITHIN_HOURS, STRIPE_CHECK_EVERY_MINUTES],
  );
  let credited = 0;
  for (const { id } of claimed.rows) {
    const intent = await findIntent(ctx.db, id);
    if (!intent || intent.creditedAt) continue;
    try {
      // resolves only when Stripe says succeeded for the stored amount, plan and client
      await provider.confirm(ctx.db, intent);
    } catch (e) {
      if (e instanceof AppError) continue; // not paid (yet): asked again later
      throw e;
    }
    if (await creditIntent(ctx, id, 'system')) credited++;
  }
  return { credited, checked: claimed.rows.length };
}

/** One recovery run: credits paid intents, then (Stripe) asks about stuck ones. */
export async function runPaymentRecovery(ctx: ServiceContext, now = new Date()): Promise<RecoveryResult> {
  const credited = await creditSucceeded(ctx);
  const stripe = await checkStripeIntents(ctx, now);
  return { credited: credited + stripe.credited, checked: stripe.checked };
}

/** Runs the recovery now and then every `intervalMs` (default one minute); returns a stop function. */
export function startPaymentRecoveryJob(ctx: ServiceContext, log?: FastifyBaseLogger, intervalMs = 60_000): () => Promise<void> {
  return startPeriodicJob(
    'payment recovery',
    async () => {
      const r = await runPaymentRecovery(ctx);
      if (r.credited > 0) log?.warn({ credited: r.credited }, 'payment recovery credited paid intents');
    },
    log,
    intervalMs,
  );
}
