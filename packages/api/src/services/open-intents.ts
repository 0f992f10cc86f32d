/**
 * Open payment intents (not paid, not cancelled): at most one per client and plan (a unique index), reused by a
 * retry so a card is never charged twice; the others are cancelled when the client picks another plan, and any
 * left open longer than a day are cancelled by a job.
 */
import type { PurchasablePlanCode } from '@aliento/contracts/enums';
import { openIntentRow, otherOpenIntentRows, paymentIntentRow, type PaymentIntentRow, staleOpenIntentRows } from '../data/payment-intents';
import type { Queryable } from '../db';
import type { IntentRecord, PaymentProvider } from '../payments/provider';
import type { ServiceContext } from './context';

/** Open intents older than this are cancelled by the job (Stripe keeps an unpaid intent open forever). */
export const STALE_INTENT_MS = 24 * 60 * 60 * 1000;

/** A stored row as an {@link IntentRecord}. */
export const toRecord = (r: PaymentIntentRow): IntentRecord => ({
  id: r.id,
  provider: r.provider,
  clientId: r.client_id,
  plan: r.plan,
  amount: r.amount,
  currency: r.currency,
  credits: r.credits,
  clientSecret: r.client_secret,
  status: r.status,
  creditedAt: r.credited_at,
});

/** One stored intent (null when unknown). */
export async function findIntent(q: Queryable, id: string): Promise<IntentRecord | null> {
  const row = await paymentIntentRow(q, id);
  return row ? toRecord(row) : null;
}

/** The client's open intent for this plan with this provider, if any. */
export async function findOpenIntent(q: Queryable, clientId: string, plan: PurchasablePlanCode, provider: string): Promise<IntentRecord | null> {
  const row = await openIntentRow(q, clientId, plan, provider);
  return row ? toRecord(row) : null;
}

/** Cancels the client's open intents for other plans (the client changed their mind); payments in flight stay. */
export async function cancelOtherOpenIntents(
  ctx: ServiceContext,
  provider: PaymentProvider,
  clientId: string,
  plan: PurchasablePlanCode,
): Promise<void> {
  const rows = await otherOpenIntentRows(ctx.db, clientId, plan, provider.mode);
  for (const row of rows) {
    // best effort: a purchase must not fail because an old intent could not be cancelled (the job retries it)
    await provider.cancel(ctx.db, toRecord(row)).catch(() => undefined);
  }
}

/** Cancels intents left open longer than {@link STALE_INTENT_MS}; returns how many were looked at. */
export async function cancelStaleIntents(ctx: ServiceContext, provider: PaymentProvider, now = Date.now()): Promise<number> {
  const rows = await staleOpenIntentRows(ctx.db, provider.mode, new Date(now - STALE_INTENT_MS));
  for (const row of rows) await provider.cancel(ctx.db, toRecord(row));
  return rows.length;
}
