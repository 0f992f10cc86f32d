/**
 * The person's activity (pointer, keys, scrolling, touch, the tab shown again), shared by every tab through
 * localStorage: the idle sign-out and the token renewal treat someone active in one tab as active in all.
 * Background calls of the page are not activity: only what a person does is.
 */
export const ACTIVITY_STORAGE_KEY = 'activity';

/** Other tabs learn of activity at most this late (a write per event would be wasteful). */
const SHARE_EVERY_MS = 1000;
const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'mousemove', 'scroll'] as const;

let local = 0;
let shared = 0;
let paused = false;

/** Records activity now; `share` writes it for the other tabs at once (an explicit "stay signed in"). */
export function noteActivity(now = Date.now(), share = false): void {
  local = Math.max(local, now);
  if (!share && now - shared < SHARE_EVERY_MS) return;
  shared = now;
  try {
    window.localStorage.setItem(ACTIVITY_STORAGE_KEY, String(now));
  } catch {
    // storage blocked: this tab still knows
  }
}

/** The last activity in any tab (milliseconds since 1970; 0 when none is known). */
export function lastActivity(): number {
  let stored = 0;
  try {
    stored = Number(window.localStorage.getItem(ACTIVITY_STORAGE_KEY)) || 0;
  } catch {
    stored = 0;
  }
  return Math.max(local, stored);
}

/**
 * While paused, this tab's events do not count (the idle warning is open: only its button keeps the session,
 * so a stray key or mouse move cannot answer it for the person).
 */
export function pauseActivity(on: boolean): void {
  paused = on;
}

/** Listens for the person's activity in this tab until the returned function is called. */
export function trackActivity(onActivity?: () => void): () => void {
  const seen = () => {
    if (paused) return;
    noteActivity();
    onActivity?.();
  };
  const shown = () => {
    if (document.visibilityState === 'visible') seen();
  };
  const options = { passive: true, capture: true } as const;
  for (const type of EVENTS) window.addEventListener(type, seen, options);
  document.addEventListener('visibilitychange', shown);
  return () => {
    for (const type of EVENTS) window.removeEventListener(type, seen, options);
    document.removeEventListener('visibilitychange', shown);
  };
}
