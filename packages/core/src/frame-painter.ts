/**
 * What every frame's painter needs (mfe-directory/src/frame, mfe-marketing/src/frame): a painter is a remote's small
 * script the prerender inlines into a page's head (packages/mf-config/bin/prerender.mjs), which starts the screen's
 * first API call while the page is parsed and draws its first data into the prerendered frame before the app's code
 * has arrived. It runs without the app, so this module imports nothing at run time (only types): a painter imports it
 * by its path, `@aliento/core/src/frame-painter`, not through the package's entry (React, the router, ky).
 */
import type { FramePage } from './early-calls';

export type { FramePage } from './early-calls';

/** Resolves once the page has been parsed: the painter runs in the head, before the frame it draws in is there. */
export function parsed(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/** An answer's JSON, read from a copy (the app reads the answer itself later); null for no answer. */
export async function readJson<T>(call: Promise<Response | null>): Promise<T | null> {
  const response = await call;
  return response ? ((await response.clone().json()) as T) : null;
}

/** The API's origin, from the remotes.json answer the page asked for (index.html); null without one. */
export async function apiOrigin(page: FramePage): Promise<string | null> {
  const remotes = page.__alientoRemotes;
  if (!remotes) return null;
  const manifest = await readJson<{ api?: unknown }>(remotes.then((r) => (r.ok ? r : null)));
  const api = manifest?.api;
  return typeof api === 'string' && /^https?:\/\//.test(api) ? api : null;
}

/**
 * Starts a GET of `url` for the app and leaves it on the page (window.__alientoEarlyCalls), where startEarlyCalls or
 * the screen's own call takes it instead of asking again; `token` is the session it was asked for ('' for a public
 * call). Resolves to the answer when it is a 200, else null.
 */
export function startPageCall(
  page: Window & FramePage,
  url: string,
  { token, headers, now }: { token: string; headers: Record<string, string>; now: number },
): Promise<Response | null> {
  const response = page.fetch(url, { headers: { Accept: 'application/json', ...headers } }).then(
    (r) => (r.status === 200 ? r : null),
    () => null,
  );
  (page.__alientoEarlyCalls ??= {})[url] = { token, at: now, response };
  return response;
}

/** A catalogue text with its `{{values}}` filled in (the painters carry the remote's catalogues, not i18next). */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
