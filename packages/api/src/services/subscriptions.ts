/** Subscriptions: a client's plan and credits. Credits only move through conditional updates. */
import type { PlanCode } from '@aliento/contracts/enums';
import type { Subscription } from '@aliento/contracts/subscriptions';
import { addOneCredit, subscriptionRow, type SubscriptionRow, takeOneCredit, upsertPlanCredits } from '../data/subscriptions';
import type { Queryable } from '../db';
import type { ServiceContext } from './context';

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
  const row = await subscriptionRow(q, clientId);
  return row ? toSubscription(row) : null;
}

/** `GET /api/subscriptions/client/{clientId}`. */
export const getSubscription = (ctx: ServiceContext, clientId: string) => findSubscription(ctx.db, clientId);

/**
 * Spends one credit if the client has an active subscription with at least one; false otherwise. The row lock
 * taken by the UPDATE makes concurrent spenders queue, and each re-checks `current_credit >= 1`.
 */
export async function spendCredit(q: Queryable, clientId: string): Promise<boolean> {
  return takeOneCredit(q, clientId);
}

/** Gives one credit back (cancellation refund); call only once per appointment, guarded by the caller. */
export async function returnCredit(q: Queryable, clientId: string): Promise<void> {
  await addOneCredit(q, clientId);
}

/** Adds a purchased plan's credits (the plan becomes the current one; initial = credits held after the purchase). */
export async function addPlanCredits(q: Queryable, clientId: string, plan: PlanCode, credits: number): Promise<Subscription> {
  return toSubscription(await upsertPlanCredits(q, clientId, plan, credits));
}
