/**
 * Automatic logoff: with no activity in any tab for the configured idle time (/api/config), the page warns
 * first, then ends the session (server included) and the guard lands on /signin, which says why. Activity anywhere
 * keeps every tab; while the warning shows, only its button (or activity in another tab) keeps the session.
 * Activity also renews the short-lived token when it is due.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { sessionTools, type SessionTools } from '@aliento/core';
import { useSessionSettings } from './settings';

/** Renewal is considered at most this often while the person is active (it renews only when due). */
const RENEW_CHECK_MS = 15_000;
/** How long before the warning its code is fetched. */
const NEAR_SECONDS = 30;

export interface IdleSignOut {
  /** Seconds left before the sign-out while the warning shows; null otherwise. */
  secondsLeft: number | null;
  stay: () => void;
  signOutNow: () => void;
}

/**
 * `onNear` is called (once per approach) a little before the warning is due: the warning's code is fetched then,
 * for the few who stay idle that long, instead of with every signed-in page.
 */
export function useIdleSignOut(onNear?: () => void): IdleSignOut {
  const { idleSeconds, warningSeconds } = useSessionSettings();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const tools = useRef<SessionTools | null>(null);

  useEffect(() => {
    let stopped = false;
    let untrack = () => undefined as void;
    let renewCheck = 0;
    void sessionTools().then((t) => {
      if (stopped) return;
      tools.current = t;
      t.noteActivity(Date.now(), true); // opening a signed-in page is activity
      untrack = t.trackActivity(() => {
        if (Date.now() - renewCheck < RENEW_CHECK_MS) return;
        renewCheck = Date.now();
        void t.renewIfDue();
      });
    });
    const tick = () => {
      const t = tools.current;
      if (!t) return;
      const left = t.lastActivity() + idleSeconds * 1000 - Date.now();
      if (left <= (warningSeconds + NEAR_SECONDS) * 1000) onNear?.();
      const warn = left > 0 && left <= warningSeconds * 1000;
      t.pauseActivity(warn);
      setSecondsLeft(warn ? Math.ceil(left / 1000) : null);
      if (left <= 0) void t.endSession('idle');
    };
    const timer = setInterval(tick, 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
      untrack();
      tools.current?.pauseActivity(false);
    };
  }, [idleSeconds, warningSeconds, onNear]);

  const stay = useCallback(() => {
    const t = tools.current;
    if (!t) return;
    t.pauseActivity(false);
    t.noteActivity(Date.now(), true); // the other tabs' warnings close too
    setSecondsLeft(null);
    void t.renewIfDue();
  }, []);
  const signOutNow = useCallback(() => void tools.current?.endSession('signout'), []);
  return { secondsLeft, stay, signOutNow };
}
