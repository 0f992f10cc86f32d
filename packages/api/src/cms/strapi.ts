/**
 * Reads articles from a Strapi CMS at CMS_URL and answers them in the blog's contract (`{ id, attributes }`).
 * Understands Strapi 5's default flat format and Strapi 4's `{ id, attributes }` one, markdown ("Rich text
 * (Markdown)") and Blocks ("Rich text (Blocks)") content, and media URLs relative to the CMS. An article that does
 * not fit is left out (and named in the log) instead of failing the whole list.
 */
import type { Article, ArticlesResponse } from '@aliento/contracts/articles';
import type { Language } from '@aliento/contracts/enums';
import { articleHtml } from '../lib/article-html';
import { sanitizeMarkdown } from '../lib/markdown';
import { blocksToMarkdown } from './blocks';

/** What the blog asks for: one page of a language, optionally one slug. */
export type CmsQuery = { locale: Language; page: number; pageSize: number; slug?: string };

/** Where to reach the CMS. */
export type CmsSource = { url: string; token?: string; timeoutMs: number };

/** One skipped article, for the log. */
export type Skipped = { id: unknown; reason: string };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The Strapi request for `q` (the same query string the fixture recorder uses). */
export function strapiPath(q: CmsQuery): string {
  const params = new URLSearchParams({
    locale: q.locale,
    populate: 'image',
    sort: 'publishedAt:desc',
    'pagination[page]': String(q.page),
    'pagination[pageSize]': String(q.pageSize),
  });
  if (q.slug !== undefined) params.set('filters[slug][$eq]', q.slug);
  return `/api/articles?${params}`;
}

/** Only http(s) media, relative ones resolved against the CMS (`/uploads/x.png` → `https://cms.example/uploads/x.png`). */
export function mediaUrl(url: string, cmsUrl: string): string | null {
  try {
    const resolved = new URL(url.trim(), `${cmsUrl.replace(/\/+$/, '')}/`);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.toString() : null;
  } catch {
    return null;
  }
}

/** Markdown images pointing at the CMS's own paths (`![a](/uploads/x.png)`) made absolute. */
function absoluteMarkdownImages(markdown: string, cmsUrl: string): string {
  return markdown.replace(/(!\[[^\]\n]*\]\(\s*<?)(\/(?!\/)[^)\s>]*)/g, (_m, open: string, path: string) => open + (mediaUrl(path, cmsUrl) ?? '#'));
}

/** The media object of a v5 (`{ url }`) or v4 (`{ data: { attributes: { url } } }`) field; the first of a list. */
function media(value: unknown): Obj | null {
  let v = value;
  if (isObj(v) && 'data' in v) v = v.data;
  if (Array.isArray(v)) v = v[0];
  if (isObj(v) && isObj(v.attributes)) v = { ...v.attributes };
  return isObj(v) && typeof v.url === 'string' ? v : null;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** About 200 words a minute, for articles without a reading time. */
function readingTime(markdown: string): string {
  const words = markdown
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((w) => /\w/.test(w)).length;
  return `${Math.max(1, Math.round(words / 200))} min`;
}

/** One Strapi item (v4 or v5) as an Article; throws with the reason when it cannot be shown. */
export function toArticle(item: unknown, cmsUrl: string): Article {
  if (!isObj(item)) throw new Error('not an object');
  const fields = isObj(item.attributes) ? item.attributes : item;
  const id = item.id;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw new Error('no numeric id');
  const title = text(fields.title).trim();
  const slug = text(fields.slug).trim();
  if (!title) throw new Error('no title');
  if (!slug || slug.length > 200 || /[\s/?#]/.test(slug)) throw new Error('no usable slug');
  let markdown: string;
  if (typeof fields.content === 'string') markdown = absoluteMarkdownImages(fields.content, cmsUrl);
  else if (Array.isArray(fields.content)) markdown = blocksToMarkdown(fields.content, { imageUrl: (u) => mediaUrl(u, cmsUrl) });
  else if (fields.content === null || fields.content === undefined) markdown = '';
  else throw new Error('content is neither markdown nor Blocks');
  const image = media(fields.image);
  const imageUrl = image ? mediaUrl(image.url as string, cmsUrl) : null;
  const timeToRead =
    typeof fields.timeToRead === 'number' || (typeof fields.timeToRead === 'string' && fields.timeToRead.trim())
      ? fields.timeToRead
      : readingTime(markdown);
  return {
    id,
    attributes: {
      title,
      slug,
      description: text(fields.description),
      timeToRead: timeToRead as string | number,
      content: sanitizeMarkdown(markdown),
      html: articleHtml(markdown, { imageSrc: (src) => mediaUrl(src, cmsUrl) }),
      ...(typeof fields.publishedAt === 'string' ? { publishedAt: fields.publishedAt } : {}),
      image: {
        data: imageUrl
          ? { attributes: { url: imageUrl, alternativeText: typeof image?.alternativeText === 'string' ? image.alternativeText : null } }
          : null,
      },
    },
  };
}

/** A Strapi list answer as the blog's answer, with the articles that had to be left out. */
export function toArticles(body: unknown, q: CmsQuery, cmsUrl: string): { answer: ArticlesResponse; skipped: Skipped[] } {
  if (!isObj(body) || !Array.isArray(body.data)) throw new Error('the CMS answer has no data list');
  const data: Article[] = [];
  const skipped: Skipped[] = [];
  for (const item of body.data) {
    try {
      data.push(toArticle(item, cmsUrl));
    } catch (e) {
      skipped.push({ id: isObj(item) ? (item.documentId ?? item.id) : null, reason: (e as Error).message });
    }
  }
  const p = isObj(body.meta) && isObj(body.meta.pagination) ? body.meta.pagination : {};
  const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  const total = num(p.total, data.length);
  const pageSize = num(p.pageSize, q.pageSize);
  return {
    answer: {
      data,
      meta: { pagination: { page: num(p.page, q.page), pageSize, pageCount: num(p.pageCount, Math.ceil(total / Math.max(1, pageSize))), total } },
    },
    skipped,
  };
}

/** Asks the CMS for one page; throws on a network error, a timeout, a non-2xx answer or a body that is not JSON. */
export async function fetchStrapi(src: CmsSource, q: CmsQuery): Promise<unknown> {
  const res = await fetch(src.url.replace(/\/+$/, '') + strapiPath(q), {
    headers: { accept: 'application/json', ...(src.token ? { authorization: `Bearer ${src.token}` } : {}) },
    signal: AbortSignal.timeout(src.timeoutMs),
  });
  if (!res.ok) throw new Error(`the CMS answered HTTP ${res.status}`);
  return res.json();
}
