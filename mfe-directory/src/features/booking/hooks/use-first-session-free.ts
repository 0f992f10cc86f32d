/**
 * Whether the client still has the free first session (the plan PLAN_FREE with its credit not used yet): the
 * directory and the therapist page say so until it is spent. A failed answer says nothing rather than guess.
 */
import { useResource, useSession } from '@aliento/core';
import { subscriptionsApi } from '@aliento/api-client/subscriptions';
import { isFirstSessionFree } from '../first-session-free';

/** True or false once known; null while the subscription is on its way (a page may wait, so nothing jumps). */
export function useFirstSessionFree(): boolean | null {
  const { claims } = useSession();
  const id = claims?.id;
  const subscription = useResource(() => subscriptionsApi.getSubscription({ params: { clientId: id as string } }, { retry: 0 }), [id], {
    enabled: Boolean(id),
  });
  if (id && subscription.loading && !subscription.data && !subscription.error) return null;
  return isFirstSessionFree(subscription.data);
}
