import { useEffect } from 'react';
import { sessionTools, useSession } from '@aliento/core';

/** How often activity may trigger a renewal check (the API renews only a token past half its life). */
const RENEW_CHECK_MS = 60_000;

/**
 * Keeps a signed-in developer's token alive while they use the page, as the shell does (without its idle warning: a
 * dev host is not a shared computer). The token is renewed through the API like in the product.
 */
export function useSessionRenewal(): void {
  const { token } = useSession();
  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let untrack = () => undefined as void;
    let checked = 0;
    void sessionTools().then((t) => {
      if (stopped) return;
      t.noteActivity(Date.now(), true);
      untrack = t.trackActivity(() => {
        if (Date.now() - checked < RENEW_CHECK_MS) return;
        checked = Date.now();
        void t.renewIfDue();
      });
    });
    return () => {
      stopped = true;
      untrack();
    };
  }, [token]);
}
