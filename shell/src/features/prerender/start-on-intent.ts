/**
 * The landing and the public pages read first start their app when the visitor shows an intent, not while the page
 * loads (issue 22). Their prerendered picture (packages/mf-config/bin/prerender.mjs, `intent`) is the whole page
 * already: its links are plain links and its words are there, so a visitor who reads gets no seconds of a slow phone's
 * script work before the page answers them. The first touch, key, focus, wheel, scroll or mouse movement starts the
 * app's scripts; until the live page replaces the picture, this script (compiled and inlined into the page's head,
 * runtime-free) does what the picture's buttons ask:
 * - the language switch stores the choice and reloads: the app's own `setLanguage` (core/language.ts);
 * - the menu opens and closes at once (its panel is in the picture, hidden: shell/src/features/nav/mobile-menu.tsx),
 *   and the live page's menu is opened too if it is open when the live page arrives;
 * - any other button (the privacy policy) is marked busy and pressed again on the live page once it is in;
 * A tap on a link to another page does not start the app: the page is leaving.
 */

import { setLanguage } from '@aliento/core/src/language';

/** What the page's loader hands over: the function that appends the app's scripts. */
export type StartApp = () => void;

/** The events that show the visitor is about to use the page. */
export const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll', 'mousemove'] as const;

const MENU_BUTTON = 'button[aria-controls="mobile-menu"]';

/** The picture on screen: the prerendered page in the language the head script chose (index.html). */
function pictureIn(doc: Document): Element | null {
  const shown = doc.documentElement.getAttribute('data-landing');
  return shown === 'es' || shown === 'en' ? doc.querySelector(`#root > [data-prerender="${shown}"]`) : null;
}

/** A link that takes the visitor to another document (the page is leaving: no reason to start the app). */
function leavingBy(target: EventTarget | null): boolean {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link !== null && !(link.getAttribute('href') ?? '').startsWith('#');
}

/** A button of the picture as the live page will have it: its position among the page's buttons, and its words. */
interface Pressed {
  index: number;
  text: string;
}

/** Waits for the visitor's intent; returns what stops waiting (the page's lifetime in practice; tests). */
export function startOnIntent(start: StartApp, win: Window = window, reload: () => void = () => win.location.reload()): () => void {
  const doc = win.document;
  const root = doc.getElementById('root');
  let started = false;
  let menuOpen = false;
  const pressed: Pressed[] = [];
  let observer: MutationObserver | null = null;

  const stopWaiting = () => {
    for (const type of INTENT_EVENTS) win.removeEventListener(type, begin, true);
  };
  function begin(event?: Event) {
    const press = event?.type === 'pointerdown' || event?.type === 'touchstart' || event?.type === 'keydown';
    if (started || (press && leavingBy(event.target))) return;
    started = true;
    stopWaiting();
    start();
  }
  for (const type of INTENT_EVENTS) win.addEventListener(type, begin, { capture: true, passive: true });
  // the head's early request for remotes.json (index.html) is read now, a copy of it: unread, its answer would stay in
  // flight while the visitor reads (the app takes the answer itself when it starts)
  (win as Window & { __alientoRemotes?: Promise<Response> }).__alientoRemotes?.then((response) => response.clone().text()).catch(() => undefined);

  const onClick = (event: MouseEvent) => {
    const picture = pictureIn(doc);
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!picture || !button || !picture.contains(button)) return;
    event.preventDefault();
    begin();
    if (button.matches('[data-testid="language-switch"]')) {
      setLanguage(doc.documentElement.getAttribute('data-landing') === 'en' ? 'es' : 'en', reload);
      return;
    }
    const panel = button.matches(MENU_BUTTON) ? picture.querySelector<HTMLElement>('#mobile-menu') : null;
    if (panel) {
      menuOpen = panel.hidden;
      panel.hidden = !menuOpen;
      button.setAttribute('aria-expanded', String(menuOpen));
      return;
    }
    button.setAttribute('aria-busy', 'true');
    pressed.push({ index: [...picture.querySelectorAll('button')].indexOf(button), text: button.textContent ?? '' });
  };
  doc.addEventListener('click', onClick, true);
  const stop = () => {
    stopWaiting();
    doc.removeEventListener('click', onClick, true);
    observer?.disconnect();
  };

  if (!root || typeof MutationObserver === 'undefined') return stop;
  // the live page is in when the picture has gone (start.tsx removes it in the commit that adds the live page)
  observer = new MutationObserver(() => {
    if (root.querySelector('[data-prerender]')) return;
    stop();
    const buttons = [...root.querySelectorAll('button')];
    // the same button: at the same place among the page's buttons, with the same words
    const again = pressed.map(({ index, text }) => ((buttons[index]?.textContent ?? '') === text ? buttons[index] : null));
    if (menuOpen) root.querySelector<HTMLElement>(MENU_BUTTON)?.click();
    for (const button of again) button?.click();
  });
  observer.observe(root, { childList: true });
  return stop;
}
