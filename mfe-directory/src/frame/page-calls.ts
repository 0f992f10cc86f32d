/**
 * What the directory's frame painters share (first-card.ts, therapist-photo.ts) beside every painter's helpers
 * (@aliento/core/src/frame-painter: the page parsed, the API's origin, a call left for the app): the visitor's session
 * as the page's own script reads it, the calls they start with it, and a therapist's photo as the live page shows it.
 */

import type { TherapistProfile } from '@aliento/contracts/therapists';
import { startPageCall, type FramePage } from '@aliento/core/src/frame-painter';

export type { FramePage } from '@aliento/core/src/frame-painter';

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

/** Starts a GET of `path` on the API for the app, with the visitor's token and the page's language. */
export function startCall(
  page: Window & FramePage,
  { api, token, language, now }: { api: string; token: string; language: string; now: number },
  path: string,
): Promise<Response | null> {
  return startPageCall(page, `${api}${path}`, { token, now, headers: { Authorization: `Bearer ${token}`, 'X-Language': language } });
}

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
