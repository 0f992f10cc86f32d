/**
 * The hand-off from a prerendered screen frame (/signin, /registration: packages/mf-config/bin/prerender.mjs) to the
 * live screen. While the frame shows, the live page renders hidden beside it (html[data-handoff], see index.html);
 * when the screen itself commits, the frame goes and the live page shows, in one layout step (no paint between).
 */
import { useLayoutEffect, type ReactNode } from 'react';

/** Removes the frame and shows the live page (idempotent; also the fallback when the screen never comes). */
export function handOffPrerender(): void {
  for (const node of document.querySelectorAll('#root > [data-prerender]')) node.remove();
  document.documentElement.removeAttribute('data-handoff');
}

/** Marks the page as waiting for its screen: the frame stays, the live page is hidden until `PrerenderHandoff`. */
export function awaitHandoff(timeoutMs: number): void {
  document.documentElement.setAttribute('data-handoff', 'pending');
  // a screen that never commits (an error, a redirect elsewhere) still gets the live page
  window.setTimeout(handOffPrerender, timeoutMs);
}

/** Wraps a prerendered screen: its first commit replaces the frame. */
export function PrerenderHandoff({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    if (document.documentElement.hasAttribute('data-handoff')) handOffPrerender();
  }, []);
  return children;
}
