import { lazy, Suspense } from 'react';
import { useSessionSettings } from './settings';
import { useIdleSignOut } from './use-idle-sign-out';

const loadDialog = () => import('./idle-dialog');
const IdleDialog = lazy(() => loadDialog().then((m) => ({ default: m.IdleDialog })));
/** Fetched when the warning is near; a failed fetch is tried again when the dialog renders. */
const preloadDialog = () => void loadDialog().catch(() => undefined);

/**
 * Watches a signed-in page for inactivity (see use-idle-sign-out.ts) and shows the warning when the sign-out is
 * near. Should the warning's code fail to arrive, the sign-out still happens on time.
 */
export function IdleWatcher() {
  const { idleSeconds } = useSessionSettings();
  const { secondsLeft, stay, signOutNow } = useIdleSignOut(preloadDialog);
  if (secondsLeft === null) return null;
  return (
    <Suspense fallback={null}>
      <IdleDialog secondsLeft={secondsLeft} idleSeconds={idleSeconds} onStay={stay} onSignOut={signOutNow} />
    </Suspense>
  );
}
