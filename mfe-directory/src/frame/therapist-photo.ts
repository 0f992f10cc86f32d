/**
 * A therapist's page: its photo and name in the page's prerendered frame, painted by the page itself before any of the
 * app's code has arrived (issue 22: the photo is the page's largest paint and waited ~4 s for the shell, the UI kit,
 * this remote and React). The prerender inlines this module (therapist-photo.entry.ts) into the head of the frame it
 * draws for every /dashboard/therapists/<id> (dashboard/therapists/_id/index.html, served for those paths:
 * docs/deploy.md), so its call starts while the page is parsed.
 *
 * It asks for the therapist the path names, with the visitor's token, and draws, in place of the frame's loading
 * state, the top of the live profile at its sizes: the photo (or its frame, when there is none) and the name. The
 * answer goes to the app (window.__alientoEarlyCalls), and the live page replaces the frame once its own heading is
 * in, in the same commit as its photo (handoff.tsx). A therapist who cannot be read leaves the loading state.
 */
import type { TherapistProfile } from '@aliento/contracts/therapists';
import { fullName } from '../lib/full-name';
import { es } from '../app/i18n-es';
import { en } from '../app/i18n-en';
import { apiOrigin, fill, parsed, readJson, type FramePage } from '@aliento/core/src/frame-painter';
import { isClient, startCall, therapistPhoto, visitor } from './page-calls';

export type { FramePage } from '@aliento/core/src/frame-painter';

/** The page's path: /dashboard/therapists/<the therapist's id>. */
const DETAIL_PATH = /^\/dashboard\/therapists\/([0-9a-f-]{36})\/?$/;

const CSS = `
.al-tp-grid{display:grid;grid-template-columns:1fr;grid-template-areas:"photo" "text";row-gap:24px;column-gap:40px;align-items:start;margin-bottom:40px}
@media (min-width:64rem){.al-tp-grid{grid-template-columns:360px 1fr;grid-template-areas:"photo text";row-gap:16px}}
.al-tp-photo{grid-area:photo;border-radius:var(--chakra-radii-xl);overflow:hidden;border:1px solid var(--chakra-colors-sand-200)}
.al-tp-photo>*{display:block;width:100%;height:300px;object-fit:contain;background:var(--chakra-colors-sand-200)}
.al-tp-grid h1{grid-area:text;font-family:var(--chakra-fonts-heading);font-size:var(--chakra-font-sizes-3xl);font-weight:600;line-height:1.2;color:var(--chakra-colors-fg)}
`;

/** Draws the top of the live profile in place of the frame's loading state, in its language. */
export function drawTherapistPhoto(loading: Element, language: 'es' | 'en', therapist: TherapistProfile, api: string): void {
  const texts = language === 'en' ? en : es;
  const doc = loading.ownerDocument;
  const style = doc.createElement('style');
  style.textContent = CSS;
  const grid = doc.createElement('div');
  grid.className = 'al-tp-grid';
  const box = doc.createElement('div');
  box.className = 'al-tp-photo';
  const name = fullName(therapist);
  box.append(therapistPhoto(doc, therapist, { api, alt: fill(texts.card.photoAlt, { name }), width: 360, height: 300 }));
  const heading = doc.createElement('h1');
  heading.textContent = name;
  grid.append(box, heading);
  loading.replaceWith(style, grid);
}

/**
 * Asks for the therapist of the path for the app (from the page's head, for a care seeker: the frame's roles) and
 * paints their photo and name once the frame is parsed; resolves true once painted.
 */
export async function paintTherapistPhoto(page: Window & FramePage, now: () => number = Date.now): Promise<boolean> {
  const html = page.document.documentElement;
  const language = html.getAttribute('data-landing');
  const role = html.getAttribute('data-role');
  const id = DETAIL_PATH.exec(page.location.pathname)?.[1];
  if ((language !== 'es' && language !== 'en') || !isClient(role) || !id) return false;
  const who = visitor(page.localStorage, now());
  if (!who) return false;
  const api = await apiOrigin(page);
  if (!api) return false;
  const therapist = await readJson<TherapistProfile>(startCall(page, { api, token: who.token, language, now: now() }, `/api/therapists/${id}`));
  if (!therapist || therapist.user !== id || typeof therapist.firstName !== 'string') return false;
  await parsed(page.document);
  const frame = page.document.querySelector(`#root > [data-prerender="${html.getAttribute('data-landing')}"][data-role="${role}"]`);
  const loading = frame?.querySelector('main [data-remote="directory"] [role="status"]');
  if (!loading) return false;
  drawTherapistPhoto(loading, language, therapist, api);
  return true;
}
