/** The client's subscription (plan and credits), refetchable after a purchase and read again when the page is shown. */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { errorText, toast } from '@aliento/core';
import type { Subscription } from '@aliento/contracts/subscriptions';
import { subscriptionsApi } from '@aliento/api-client/subscriptions';

export interface UseSubscription {
  status: 'idle' | 'loading' | 'ready' | 'error';
  subscription: Subscription | null;
  refetch: () => void;
}

/** `clientId` null skips loading (therapists have no plan card). */
export function useSubscription(clientId: string | null): UseSubscription {
  const [status, setStatus] = useState<UseSubscription['status']>(clientId ? 'loading' : 'idle');
  const [subscription, setSubscription] = useState<Subscription | null>(null);
  const generation = useRef(0);

  const refetch = useCallback(() => {
    if (!clientId) return;
    const current = ++generation.current;
    setStatus((s) => (s === 'ready' ? s : 'loading'));
    subscriptionsApi.getSubscription({ params: { clientId } }).then(
      (result) => {
        if (current !== generation.current) return;
        // a transition, as the appointment list: rendered in slices a tap can interrupt
        startTransition(() => {
          setSubscription(result);
          setStatus('ready');
        });
      },
      (error: unknown) => {
        if (current !== generation.current) return;
        console.error(error);
        const text = errorText(error);
        if (text) toast.error(text);
        setStatus('error');
      },
    );
  }, [clientId]);

  useEffect(() => {
    refetch();
    return () => {
      generation.current += 1;
    };
  }, [refetch]);

  // a refund an admin decided while this page stayed open in another tab shows when the client comes back to it
  useEffect(() => {
    const onShown = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', onShown);
    return () => document.removeEventListener('visibilitychange', onShown);
  }, [refetch]);

  return { status, subscription, refetch };
}
