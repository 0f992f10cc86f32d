import type { SubscriptionResponse } from '@aliento/contracts/subscriptions';

/** Spec section 5: the subscription must exist, be active and hold at least one credit. */
export function hasCredit(subscription: SubscriptionResponse): boolean {
  return !!subscription && subscription.active && subscription.currentCredit >= 1;
}
