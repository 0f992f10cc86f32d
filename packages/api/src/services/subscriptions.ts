/** Subscriptions: a client's plan and credits. Credits only move through conditional updates. */
import type { PlanCode } from '@aliento/contracts/enums';
import type { Subscription } from '@aliento/contracts/subscriptions';
import type { Queryable } from '../db';
import type { ServiceContext } from './context';

type SubscriptionRow = {
  id: string;
  client_id: string;
  plan: PlanCode;
  current_credit: number;
  initial_credit: number;
  active: boolean;
  updated_at: Date;
};

const toSubscription = (r: SubscriptionRow): Subscription => ({
  _id: r.id,
  client: r.client_id,
  plan: r.plan,
  currentCredit: r.current_credit,
  initialCredit: r.initial_credit,
  active: r.active,
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** A client's subscription (null when none). */
export async function findSubscription(q: Queryable, clientId: string): Promise<Subscription | null> {
  const r = await q.query<SubscriptionRow>('SELECT * FROM subscriptions WHERE client_id = $1', [clientId]);
  return r.rows[0] ? toSubscription(r.rows[0]) : null;
}

/** `GET /api/subscriptions/client/{clientId}`. */
export const getSubscription = (ctx: ServiceContext, clientId: string) => findSubscription(ctx.db, clientId);

/**
 * Spends one credit if the client has an active subscription with at least one; false otherwise. The row lock
 * taken by the UPDATE makes concurrent spenders queue, and each re-checks `current_credit >= 1`.
 */
export async function spendCredit(q: Queryable, clientId: string): Promise<boolean> {
  const r = await q.query(
    `UPDATE subscriptions SET current_credit = current_credit - 1, updated_at = now()
     WHERE client_id = $1 AND active AND current_credit >= 1 RETURNING id`,
    [clientId],
  );
  return r.rowCount === 1;
}

/** Gives one credit back (cancellation refund); call only once per appointment, guarded by the caller. */
export async function returnCredit(q: Queryable, clientId: string): Promise<void> {
  await q.query(`UPDATE subscriptions SET current_credit = current_credit + 1, updated_at = now() WHERE client_id = $1`, [clientId]);
}

/** Adds a purchased plan's credits (the plan becomes the current one; initial = credits held after the purchase). */
export async function addPlanCredits(q: Queryable, clientId: string, plan: PlanCode, credits: number): Promise<Subscription> {
  const r = await q.query<SubscriptionRow>(
    `INSERT INTO subscriptions (client_id, plan, current_credit, initial_credit, active)
     VALUES ($1, $2, $3, $3, true)
     ON CONFLICT (client_id) DO UPDATE
       SET plan = EXCLUDED.plan, current_credit = subscriptions.current_credit + $3,
           initial_credit = subscriptions.current_credit + $3, active = true, updated_at = now()
     RETURNING *`,
    [clientId, plan, credits],
  );
  return toSubscription(r.rows[0]);
}
