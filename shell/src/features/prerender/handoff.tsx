/**
 * The hand-off from a prerendered screen frame (sign-in, registration, the public pages, the signed-in screens:
 * packages/mf-config/bin/prerender.mjs) to the live screen. While the frame shows, the live page renders hidden beside
 * it (html[data-handoff], see index.html); when the screen itself commits, the frame goes and the live page shows, in
 * one layout step (no paint between).
 */

/** Removes the frame and shows the live page (idempotent; also the fallback when the screen never comes). */
export function handOffPrerender(): void {
  document.documentElement.removeAttribute('data-handoff'); // the live page shows (in the same task: no paint between)
  replacePicture();
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * Removes the picture once the live page is in beside it (start.tsx, the hand-off). The control that had the focus in
 * a picture that is the whole page (the landing, the public pages without a form) hands it to the same control of the
 * live page: a visitor who moved through the picture by keyboard keeps their place.
 */
export function replacePicture(): void {
  const root = document.getElementById('root');
  const focused = document.activeElement;
  const picture = focused?.closest('#root > [data-prerender]');
  const at = picture && focused ? [...picture.querySelectorAll(FOCUSABLE)].indexOf(focused) : -1;
  for (const node of document.querySelectorAll('#root > [data-prerender]')) node.remove();
  if (at >= 0) root?.querySelectorAll<HTMLElement>(FOCUSABLE)[at]?.focus();
}

/**
 * The live page's own heading: its screen has committed (every screen has one `h1` in its main content); or an alert
 * in it (a remote that could not load says so at once instead of behind the picture).
 */
const LIVE_SCREEN = '#root > :not([data-prerender]) main h1, #root > :not([data-prerender]) [role="alert"]';
const LIVE_ALERT = '#root > :not([data-prerender]) [role="alert"]';

/**
 * What the live screen must show before it replaces the frame. A frame the page's own script filled with the visitor's
 * data (the therapists list's first card, mfe-directory/src/frame/first-card.ts) names what shows the same in the live
 * screen (`data-handoff-when`), so the hand-off does not put a loading state back in its place; any other frame goes
 * when the screen's heading is in.
 */
export function liveScreenIsIn(): boolean {
  const filled = document.querySelector('#root > [data-prerender][data-handoff-when]')?.getAttribute('data-handoff-when');
  if (!filled) return document.querySelector(LIVE_SCREEN) !== null;
  return document.querySelector(LIVE_ALERT) !== null || document.querySelector(`#root > :not([data-prerender]) ${filled}`) !== null;
}

/**
 * Marks the page as waiting for its screen: the frame stays and the live page is hidden until the screen commits,
 * seen when the live page's heading (or an alert) is in the document: the same for the shell's screens and the
 * remotes', whose code the shell does not wrap.
 */
export function awaitHandoff(timeoutMs: number): void {
  document.documentElement.setAttribute('data-handoff', 'pending');
  const root = document.getElementById('root');
  let observer: MutationObserver | null = null;
  const done = () => {
    observer?.disconnect();
    window.clearTimeout(timer);
    handOffPrerender();
  };
  // a screen that never commits (an error, a redirect elsewhere) still gets the live page
  const timer = window.setTimeout(done, timeoutMs);
  if (root && typeof MutationObserver !== 'undefined') {
    // a mutation's callback runs after React's commit and before the browser paints: no frame without either page
    observer = new MutationObserver(() => {
      if (!document.documentElement.hasAttribute('data-handoff') || liveScreenIsIn()) done();
    });
    observer.observe(root, { childList: true, subtree: true });
  }
}
