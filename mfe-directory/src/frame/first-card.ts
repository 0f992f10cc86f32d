/**
 * The therapists list's first card in the screen's prerendered frame, painted by the page itself before any of the
 * app's code has arrived (issue 22: on a slow phone the photo waited ~4 s for the shell, the UI kit, this remote and
 * React). The prerender inlines this module (first-card.entry.ts) into the head of dashboard/therapists/index.html,
 * after the script that chooses the frame and asks for remotes.json, so the calls start while the page is parsed.
 *
 * It asks for what the live list shows first (the approved therapists, the client's preferences, their subscription)
 * with the visitor's token, ranks them as the live list does (rankTherapists), and draws, in place of the frame's
 * loading state, the same first rows: the free first session notice, the count, and the first card's photo and name,
 * at the live card's sizes. The answers go to the app (window.__alientoEarlyCalls, adopted by startEarlyCalls), so
 * nothing is asked twice, and the frame then waits for the live list's first card before it hands over (handoff.tsx),
 * so the card does not go back to a spinner. Anything unexpected (no session, an answer that fails) leaves the frame
 * as it was drawn: a loading state, never a wrong card.
 */
import type { ClientProfile } from '@aliento/contracts/clients';
import type { SubscriptionResponse } from '@aliento/contracts/subscriptions';
import type { TherapistProfile } from '@aliento/contracts/therapists';
import { rankTherapists } from '../features/matching/match-therapists';
import { isFirstSessionFree } from '../features/booking/first-session-free';
import { fullName } from '../lib/full-name';
import { es } from '../app/i18n-es';
import { en } from '../app/i18n-en';
import { apiOrigin, fill, parsed, readJson, type FramePage } from '@aliento/core/src/frame-painter';
import { isClient, startCall, therapistPhoto, visitor } from './page-calls';

export type { FramePage } from '@aliento/core/src/frame-painter';

/** What the live list's first card is, for the hand-off (the frame waits until the live page shows it). */
export const LIVE_FIRST_CARD = 'main section[aria-label] ul > li > article';

const CSS = `
.al-fc-notice{margin-bottom:16px}
.al-fc-notice>div{display:flex;align-items:center;gap:8px;padding:8px 12px;border-radius:var(--chakra-radii-md);background:var(--chakra-colors-accent-subtle);color:var(--chakra-colors-accent-fg)}
.al-fc-notice p{font-weight:600}
.al-fc-count{display:flex;justify-content:space-between;flex-wrap:wrap;gap:8px;margin-bottom:16px;color:var(--chakra-colors-fg-muted);font-size:var(--chakra-font-sizes-sm)}
.al-fc-list{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:1fr;gap:20px}
@media (min-width:48rem){.al-fc-list{grid-template-columns:repeat(2,1fr)}}
@media (min-width:80rem){.al-fc-list{grid-template-columns:repeat(3,1fr)}}
.al-fc-card{background:#fff;border-radius:var(--chakra-radii-xl);overflow:hidden;border:1px solid var(--chakra-colors-sand-200);display:flex;flex-direction:column;height:100%}
.al-fc-photo{display:block;width:100%;height:220px;object-fit:contain;background:var(--chakra-colors-sand-200)}
.al-fc-card h2{padding:24px 16px 16px;font-family:var(--chakra-fonts-heading);font-size:var(--chakra-font-sizes-lg);font-weight:600;line-height:1.3;color:var(--chakra-colors-fg)}
`;

const GIFT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M12 7v14"/><path d="M20 11v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8"/><path d="M7.5 7a1 1 0 0 1 0-5A4.8 8 0 0 1 12 7a4.8 8 0 0 1 4.5-5 1 1 0 0 1 0 5"/><rect x="3" y="7" width="18" height="4" rx="1"/></svg>';

/** Draws the first rows of the live list in the frame's list section, in its language; returns whether it did. */
export function drawFirstCard(
  section: Element,
  language: 'es' | 'en',
  { therapist, count, ordered, firstFree, api }: { therapist: TherapistProfile; count: number; ordered: boolean; firstFree: boolean; api: string },
): void {
  const texts = language === 'en' ? en : es;
  const doc = section.ownerDocument;
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) => {
    const node = doc.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const style = el('style');
  style.textContent = CSS;
  const rows: Node[] = [style];
  if (firstFree) {
    const notice = el('div', 'al-fc-notice');
    const inner = el('div');
    inner.innerHTML = GIFT; // a constant icon, no data in it
    inner.append(el('p', undefined, texts.booking.firstSessionFree));
    notice.append(inner);
    rows.push(notice);
  }
  const counted = el('div', 'al-fc-count');
  counted.append(el('p', undefined, fill(count === 1 ? texts.directory.count_one : texts.directory.count_other, { count })));
  if (ordered) counted.append(el('p', undefined, texts.directory.orderedByMatch));
  rows.push(counted);
  const name = fullName(therapist);
  const card = el('article', 'al-fc-card');
  card.setAttribute('aria-label', name);
  const photo = therapistPhoto(doc, therapist, { api, alt: fill(texts.card.photoAlt, { name }), width: 400, height: 220 });
  photo.className = 'al-fc-photo'; // without a photo: the box the live card draws its illustration in
  card.append(photo);
  card.append(el('h2', undefined, name));
  const list = el('ul', 'al-fc-list');
  const item = el('li');
  item.append(card);
  list.append(item);
  rows.push(list);
  section.replaceChildren(...rows);
}

/**
 * Starts the list's calls for the app and paints the first card when they have answered and the frame is parsed.
 * `page` is the window (its storage, fetch and the remotes.json call index.html started); it runs in the page's head,
 * for a care seeker (the frame's roles); resolves true once the card is painted.
 */
export async function paintFirstCard(page: Window & FramePage, now: () => number = Date.now): Promise<boolean> {
  const html = page.document.documentElement;
  const language = html.getAttribute('data-landing');
  const role = html.getAttribute('data-role');
  if ((language !== 'es' && language !== 'en') || !isClient(role)) return false;
  const who = visitor(page.localStorage, now());
  if (!who) return false;
  const api = await apiOrigin(page);
  if (!api) return false;
  const call = (path: string) => startCall(page, { api, token: who.token, language, now: now() }, path);
  const therapists = call('/api/therapists?approved=true');
  const preferences = call(`/api/clients/${who.id}`);
  const subscription = call(`/api/subscriptions/client/${who.id}`);
  const [list, prefs, plan] = await Promise.all([
    readJson<TherapistProfile[]>(therapists),
    readJson<ClientProfile>(preferences),
    readJson<SubscriptionResponse>(subscription),
  ]);
  // the live list waits for these three too; a list it could not read, or an empty one, is the live page's to say
  if (!Array.isArray(list) || list.length === 0) return false;
  await parsed(page.document);
  // the frame of the visitor's roles, still showing its loading state (the page may have shown none: data-landing off;
  // the live page may have taken over already on a fast network)
  const frame = page.document.querySelector(`#root > [data-prerender="${html.getAttribute('data-landing')}"][data-role="${role}"]`);
  const section = frame?.querySelector('main section[aria-label]');
  if (!frame || !section?.querySelector('[role="status"]')) return false;
  const first = rankTherapists(list, prefs)[0].therapist;
  drawFirstCard(section, language, { therapist: first, count: list.length, ordered: Boolean(prefs), firstFree: isFirstSessionFree(plan), api });
  frame.setAttribute('data-handoff-when', LIVE_FIRST_CARD);
  return true;
}
