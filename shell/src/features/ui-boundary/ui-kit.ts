import { loadShare } from '@module-federation/enhanced/runtime';
import { kitLoaderInSteps } from '@aliento/ui/light';

/**
 * The UI kit (Chakra and the product's system), loaded once per page in steps of their own task: its first part's
 * files, then its modules (the system, its provider, the styled-system and emotion), the system's build, then the
 * components, whose files download meanwhile (the federation's loadShare fetches a shared module's files without
 * running them). A dashboard remote's code waits for it before its modules run (remote-registry.ts), so these do not
 * make one long task.
 */
export const loadUiKit = kitLoaderInSteps({
  system: () => import('@aliento/ui/system'),
  kit: () => import('@aliento/ui'),
  download: () => loadShare('@aliento/ui'),
  arrive: () => loadShare('@aliento/ui/system'),
});

/**
 * Every screen but the landing is built with the kit (sign-in, registration, the dashboard, the other public pages):
 * on those, start-up begins loading it at once, beside remotes.json, instead of when the screen first renders behind
 * the remote's entry and manifest (a slow phone network's round trips, before a therapist's photo can show).
 */
export function preloadUiKitFor(pathname: string): void {
  if (pathname !== '/') void loadUiKit().catch(() => undefined);
}
