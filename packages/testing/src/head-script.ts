import { waitFor } from '@testing-library/react';

/**
 * Runs `start` as a script in a page's head runs: the document is still loading and the body (`drawBody`) is not there
 * yet. Once `started` holds (e.g. the script's calls have been asked for), the body arrives and DOMContentLoaded is
 * fired; resolves with what `start` resolved with. For a frame's painter (prerender.mjs inlines it in the head).
 */
export async function runInHead<T>(start: () => Promise<T>, { started, drawBody }: { started: () => void; drawBody: () => void }): Promise<T> {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  let running: Promise<T>;
  try {
    running = start();
    await waitFor(started);
    drawBody();
  } finally {
    delete (document as { readyState?: unknown }).readyState;
  }
  document.dispatchEvent(new Event('DOMContentLoaded'));
  return running;
}
