/** Whether the client still has the free first session: the plan PLAN_FREE with its credit not used yet. */
import type { SubscriptionResponse } from '@aliento/contracts/subscriptions';

export const isFirstSessionFree = (subscription: SubscriptionResponse | null | undefined): boolean =>
  !!subscription && subscription.active && subscription.plan === 'PLAN_FREE' && subscription.currentCredit >= 1;
