/**
 * The blog's first article card in the page's prerendered frame, painted by the page itself before any of the app's
 * code has arrived (issue 22: the card's image is the page's largest paint, and it waited ~4 s for the shell, the UI
 * kit, this remote and React). The prerender inlines this module (first-article.entry.ts) into the head of
 * blog/index.html, so its call starts while the page is parsed.
 *
 * It asks for the blog's first page as the live list does (our API's /api/articles, public: no token), and draws, in
 * the frame's empty list, the first card at the live card's sizes: image, title (a link to the article), reading time
 * and description. The answer goes to the live list (window.__alientoEarlyCalls, taken by use-articles.ts), so the
 * page is not asked for twice, and the frame waits for the live list's first card before it hands over (handoff.tsx).
 * No articles, or an answer that fails, leave the frame as it was drawn.
 */
import type { Article } from '@aliento/contracts/articles';
import { apiOrigin, fill, parsed, readJson, startPageCall, type FramePage } from '@aliento/core/src/frame-painter';
import { es, en } from '../features/blog/texts';
import { readingMinutes } from '../features/blog/lib/time-to-read';
import { articlesPageUrl } from '../features/blog/api/articles-page-url';
import { resolveContentUrl } from '../features/blog/lib/content-url';

export type { FramePage } from '@aliento/core/src/frame-painter';

/** The live list's first card, for the hand-off. */
export const LIVE_FIRST_ARTICLE = '[data-testid="blog-list"] article';

const CSS = `
.al-fa-grid{display:grid;grid-template-columns:1fr;gap:24px}
@media (min-width:48rem){.al-fa-grid{grid-template-columns:repeat(2,1fr)}}
@media (min-width:80rem){.al-fa-grid{grid-template-columns:repeat(3,1fr)}}
.al-fa-card{height:520px;width:100%;max-width:350px;margin:0 auto;background:#fff;border-radius:var(--chakra-radii-xl);box-shadow:var(--chakra-shadows-sm);overflow:hidden;display:flex;flex-direction:column}
.al-fa-image{width:100%;max-width:350px;height:250px;flex-shrink:0;background:var(--chakra-colors-bg-muted)}
.al-fa-image img{display:block;width:100%;height:250px;object-fit:cover}
.al-fa-body{padding:20px;display:flex;flex-direction:column;gap:8px;overflow:hidden}
.al-fa-body h2{font-family:var(--chakra-fonts-heading);font-size:var(--chakra-font-sizes-lg);font-weight:600;line-height:1.75rem;display:-webkit-box;-webkit-line-clamp:3;-webkit-box-orient:vertical;overflow:hidden}
.al-fa-body h2 a{color:inherit;text-decoration:none}
.al-fa-time{font-size:var(--chakra-font-sizes-sm);color:var(--chakra-colors-accent-fg);font-weight:600}
.al-fa-text{color:var(--chakra-colors-fg-muted);display:-webkit-box;-webkit-line-clamp:5;-webkit-box-orient:vertical;overflow:hidden}
`;

/** Draws the live list's first card in the frame's list, in its language. */
export function drawFirstArticle(list: Element, language: 'es' | 'en', article: Article, api: string): void {
  const texts = language === 'en' ? en : es;
  const doc = list.ownerDocument;
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) => {
    const node = doc.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const { title, slug, description, timeToRead, image } = article.attributes;
  const style = el('style');
  style.textContent = CSS;
  const card = el('article', 'al-fa-card');
  const frame = el('div', 'al-fa-image');
  const url = image?.data?.attributes.url;
  if (url) {
    const picture = el('img');
    picture.src = resolveContentUrl(url, api);
    picture.alt = image?.data?.attributes.alternativeText || fill(texts.blog.imageAlt, { title });
    picture.width = 350;
    picture.height = 250;
    picture.setAttribute('fetchpriority', 'high');
    frame.append(picture);
  }
  const body = el('div', 'al-fa-body');
  const heading = el('h2');
  const link = el('a', undefined, title);
  link.href = `/blog/${encodeURIComponent(slug)}`;
  heading.append(link);
  body.append(heading, el('p', 'al-fa-time', fill(texts.blog.timeToRead, { time: readingMinutes(timeToRead) })), el('p', 'al-fa-text', description));
  card.append(frame, body);
  const grid = el('div', 'al-fa-grid');
  grid.append(card);
  list.replaceChildren(style, grid);
}

/**
 * Asks for the blog's first page for the app (from the page's head, while the rest of it is parsed) and paints its
 * first card once the frame is there; resolves true once painted.
 */
export async function paintFirstArticle(page: Window & FramePage, now: () => number = Date.now): Promise<boolean> {
  const language = page.document.documentElement.getAttribute('data-landing');
  if (language !== 'es' && language !== 'en') return false;
  const api = await apiOrigin(page);
  if (!api) return false;
  // public: no one's token (the live list sends none either)
  const body = await readJson<{ data?: Article[] }>(
    startPageCall(page, articlesPageUrl(api, 1), { token: '', now: now(), headers: { 'Cache-Control': 'no-cache' } }),
  );
  const first = Array.isArray(body?.data) ? body.data[0] : undefined;
  if (!first?.attributes || typeof first.attributes.title !== 'string') return false;
  await parsed(page.document);
  // the frame's empty list, unless the live page has taken over already (a fast network)
  const frame = page.document.querySelector(`#root > [data-prerender="${page.document.documentElement.getAttribute('data-landing')}"]`);
  const list = frame?.querySelector('[data-testid="blog-list"]');
  if (!frame || !list || list.childElementCount > 0) return false;
  drawFirstArticle(list, language, first, api);
  frame.setAttribute('data-handoff-when', LIVE_FIRST_ARTICLE);
  return true;
}
