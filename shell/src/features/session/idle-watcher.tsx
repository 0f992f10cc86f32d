import { useRuntimeConfig } from '@aliento/core';
import { IdleDialog } from './idle-dialog';
import { useIdleSignOut } from './use-idle-sign-out';
import './session.css';

/** Watches a signed-in page for inactivity; shows the warning when the sign-out is near (see use-idle-sign-out.ts). */
export function IdleWatcher() {
  const { idleSeconds } = useRuntimeConfig().session;
  const { secondsLeft, stay, signOutNow } = useIdleSignOut();
  return secondsLeft === null ? null : <IdleDialog secondsLeft={secondsLeft} idleSeconds={idleSeconds} onStay={stay} onSignOut={signOutNow} />;
}
