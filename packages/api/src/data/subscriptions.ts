/**
 * The SQL of the `subscriptions` table (a client's plan and credits) and of `free_session_grants` (the free session,
 * once per mailbox); the rules are in services/subscriptions.ts and beside. Credits only move through conditional updates.
 */
import type { PlanCode } from '@aliento/contracts/enums';
import type { Queryable } from '../db';

export type SubscriptionRow = {
  id: string;
  client_id: string;
  plan: PlanCode;
  current_credit: number;
  initial_credit: number;
  active: boolean;
  updated_at: Date;
};

/** A client's subscription row (null when none). */
export async function subscriptionRow(q: Queryable, clientId: string): Promise<SubscriptionRow | null> {
  const r = await q.query<SubscriptionRow>('SELECT * FROM subscriptions WHERE client_id = $1', [clientId]);
  return r.rows[0] ?? null;
}

/**
 * Takes one credit when the subscription is active and holds at least one; answers whether it did. The row lock
 * taken by the UPDATE makes concurrent spenders queue, and each re-checks `current_credit >= 1`.
 */
export async function takeOneCredit(q: Queryable, clientId: string): Promise<boolean> {
  const r = await q.query(
    `UPDATE subscriptions SET current_credit = current_credit - 1, updated_at = now()
     WHERE client_id = $1 AND active AND current_credit >= 1 RETURNING id`,
    [clientId],
  );
  return r.rowCount === 1;
}

/** Adds one credit to a client's subscription. */
export async function addOneCredit(q: Queryable, clientId: string): Promise<void> {
  await q.query(`UPDATE subscriptions SET current_credit = current_credit + 1, updated_at = now() WHERE client_id = $1`, [clientId]);
}

/** Creates or updates the subscription with a purchased plan's credits (initial = credits held after); answers the row. */
export async function upsertPlanCredits(q: Queryable, clientId: string, plan: PlanCode, credits: number): Promise<SubscriptionRow> {
  const r = await q.query<SubscriptionRow>(
    `INSERT INTO subscriptions (client_id, plan, current_credit, initial_credit, active)
     VALUES ($1, $2, $3, $3, true)
     ON CONFLICT (client_id) DO UPDATE
       SET plan = EXCLUDED.plan, current_credit = subscriptions.current_credit + $3,
           initial_credit = subscriptions.current_credit + $3, active = true, updated_at = now()
     RETURNING *`,
    [clientId, plan, credits],
  );
  return r.rows[0];
}

/** Creates a new client's free plan, without its credit yet (`free_granted` false). */
export async function insertFreeSubscription(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `INSERT INTO subscriptions (client_id, plan, current_credit, initial_credit, active, free_granted)
           VALUES ($1, 'PLAN_FREE', 0, 0, true, false)`,
    [userId],
  );
}

/**
 * Records the free session of the mailbox of `email` for `userId` when the user's subscription has not had it yet
 * and the mailbox never gave one; answers whether it did.
 */
export async function insertFreeSessionGrant(q: Queryable, userId: string, email: string): Promise<boolean> {
  const grant = await q.query(
    `INSERT INTO free_session_grants (mailbox, user_id)
       SELECT mailbox_of($2), $1 WHERE EXISTS (SELECT 1 FROM subscriptions WHERE client_id = $1 AND NOT free_granted)
       ON CONFLICT (mailbox) DO NOTHING RETURNING mailbox`,
    [userId, email],
  );
  return grant.rowCount !== 0;
}

/** Adds the free session's credit once (`free_granted` turns true). */
export async function addFreeCredit(q: Queryable, userId: string): Promise<void> {
  await q.query(
    `UPDATE subscriptions SET current_credit = current_credit + 1, initial_credit = initial_credit + 1,
         free_granted = true, updated_at = now()
       WHERE client_id = $1 AND NOT free_granted`,
    [userId],
  );
}

/** Locks a client's subscription and reads its credits (null when none). */
export async function lockCredits(q: Queryable, clientId: string): Promise<{ current_credit: number } | null> {
  const s = await q.query<{ current_credit: number }>('SELECT current_credit FROM subscriptions WHERE client_id = $1 FOR UPDATE', [clientId]);
  return s.rows[0] ?? null;
}

/** Takes `credits` credits from a client's subscription (the caller checked they are held). */
export async function takeCredits(q: Queryable, clientId: string, credits: number): Promise<void> {
  await q.query('UPDATE subscriptions SET current_credit = current_credit - $2, updated_at = now() WHERE client_id = $1', [clientId, credits]);
}
