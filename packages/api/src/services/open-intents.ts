/**
 * Open payment intents (not paid, not cancelled): at most one per client and plan (a unique index), reused by a
 * retry so a card is never charged twice; the others are cancelled when the client picks another plan, and any
 * left open longer than a day are cancelled by a job.
 */
import type { PurchasablePlanCode } from '@aliento/contracts/enums';
import type { Queryable } from '../db';
import type { IntentRecord, PaymentProvider } from '../payments/provider';
import type { ServiceContext } from './context';

/** Open intents older than this are cancelled by the job (Stripe keeps an unpaid intent open forever). */
export const STALE_INTENT_MS = 24 * 60 * 60 * 1000;

/** The SQL condition of an open intent (the one the unique index `payment_intents_one_open_key` uses). */
export const OPEN = `credited_at IS NULL AND status NOT IN ('succeeded', 'canceled')`;

/** A payment in flight (`processing`) is never cancelled: its webhook settles it. */
const CANCELABLE = `status <> 'processing'`;

type Row = {
  id: string;
  provider: 'local' | 'stripe';
  client_id: string;
  plan: PurchasablePlanCode;
  amount: number;
  currency: string;
  credits: number;
  client_secret: string;
  status: IntentRecord['status'];
  credited_at: Date | null;
};

/** A stored row as an {@link IntentRecord}. */
export const toRecord = (r: Row): IntentRecord => ({
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
  const r = await q.query<Row>('SELECT * FROM payment_intents WHERE id = $1', [id]);
  return r.rows[0] ? toRecord(r.rows[0]) : null;
}

/** The client's open intent for this plan with this provider, if any. */
export async function findOpenIntent(q: Queryable, clientId: string, plan: PurchasablePlanCode, provider: string): Promise<IntentRecord | null> {
  const r = await q.query<Row>(`SELECT * FROM payment_intents WHERE client_id = $1 AND plan = $2 AND provider = $3 AND ${OPEN}`, [
    clientId,
    plan,
    provider,
  ]);
  return r.rows[0] ? toRecord(r.rows[0]) : null;
}

/** Cancels the client's open intents for other plans (the client changed their mind); payments in flight stay. */
export async function cancelOtherOpenIntents(
  ctx: ServiceContext,
  provider: PaymentProvider,
  clientId: string,
  plan: PurchasablePlanCode,
): Promise<void> {
  const r = await ctx.db.query<Row>(
    `SELECT * FROM payment_intents WHERE client_id = $1 AND plan <> $2 AND provider = $3 AND ${OPEN} AND ${CANCELABLE}`,
    [clientId, plan, provider.mode],
  );
  for (const row of r.rows) {
    // best effort: a purchase must not fail because an old intent could not be cancelled (the job retries it)
    await provider.cancel(ctx.db, toRecord(row)).catch(() => undefined);
  }
}

/** Cancels intents left open longer than {@link STALE_INTENT_MS}; returns how many were looked at. */
export async function cancelStaleIntents(ctx: ServiceContext, provider: PaymentProvider, now = Date.now()): Promise<number> {
  const r = await ctx.db.query<Row>(
    `SELECT * FROM payment_intents WHERE provider = $1 AND ${OPEN} AND ${CANCELABLE} AND created_at < $2 ORDER BY created_at LIMIT 100`,
    [provider.mode, new Date(now - STALE_INTENT_MS)],
  );
  for (const row of r.rows) await provider.cancel(ctx.db, toRecord(row));
  return r.rows.length;
}
