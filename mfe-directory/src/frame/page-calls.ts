/**
 * What the directory's frame painters share (first-card.ts, therapist-photo.ts): the visitor's session as the page's
 * own script reads it, the API's origin from the remotes.json answer index.html already asked for, the calls they
 * start for the app (window.__alientoEarlyCalls, adopted by startEarlyCalls of @aliento/core for the same session), and
 * the moment the frame they draw in has been parsed (a painter runs in the page's head, so its calls start while the
 * rest of the page is still arriving).
 */

import type { TherapistProfile } from '@aliento/contracts/therapists';
import type { FramePage } from '@aliento/core';

export type { FramePage } from '@aliento/core';

/** The session's token and id, when there is one that has not ended (read for the picture only, as index.html does). */
export function visitor(storage: Storage, now: number): { token: string; id: string } | null {
  const token = storage.getItem('token');
  if (!token) return null;
  const claims = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as { id?: unknown; exp?: unknown };
  if (typeof claims.id !== 'string' || (typeof claims.exp === 'number' && claims.exp * 1000 <= now)) return null;
  return { token, id: claims.id };
}

/** Whether the visitor's roles (html[data-role], written by index.html's head script) are a care seeker's. */
export const isClient = (role: string | null) => role !== null && role.split(' ').includes('ROLE_CLIENT');

/** Resolves once the page has been parsed: the painter runs in the head, before the frame it draws in is there. */
export function parsed(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/** An answer's JSON, read from a copy (the app reads the answer itself later); null for no answer. */
export async function json<T>(call: Promise<Response | null>): Promise<T | null> {
  const response = await call;
  return response ? ((await response.clone().json()) as T) : null;
}

/** The API's origin, from the remotes.json answer the page asked for (index.html); null without one. */
export async function apiOrigin(page: FramePage): Promise<string | null> {
  const remotes = page.__alientoRemotes;
  if (!remotes) return null;
  const manifest = await json<{ api?: unknown }>(remotes.then((r) => (r.ok ? r : null)));
  const api = manifest?.api;
  return typeof api === 'string' && /^https?:\/\//.test(api) ? api : null;
}

/** Starts a GET of `path` on the API for the app, with the visitor's token and the page's language. */
export function startCall(
  page: Window & FramePage,
  { api, token, language, now }: { api: string; token: string; language: string; now: number },
  path: string,
): Promise<Response | null> {
  const url = `${api}${path}`;
  const headers = { Accept: 'application/json', Authorization: `Bearer ${token}`, 'X-Language': language };
  const response = page.fetch(url, { headers }).then(
    (r) => (r.status === 200 ? r : null),
    () => null,
  );
  (page.__alientoEarlyCalls ??= {})[url] = { token, at: now, response };
  return response;
}

/** A catalogue text with its `{{values}}` filled in (the painters carry the remote's catalogues, not i18next). */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * A therapist's photo as the live portrait shows it (TherapistPortrait: its size, loaded first), or the empty box the
 * live page draws its illustration in when there is none.
 */
export function therapistPhoto(
  doc: Document,
  therapist: TherapistProfile,
  { api, alt, width, height }: { api: string; alt: string; width: number; height: number },
): HTMLElement {
  if (!therapist.profileImage) return doc.createElement('div');
  const photo = doc.createElement('img');
  photo.alt = alt;
  photo.width = width;
  photo.height = height;
  photo.setAttribute('fetchpriority', 'high');
  photo.src = `${api}/uploads/images/${encodeURIComponent(therapist.profileImage)}`;
  return photo;
}
