/**
 * The built-in blog: articles in Strapi's response shape (`{ data: [{ id, attributes }], meta }`), so the front end
 * talks to it or to a real Strapi at `CMS_URL` alike. Content is markdown, sanitised on the way out.
 */
import { join } from 'node:path';
import type { Article, ArticlesResponse } from '@aliento/contracts/articles';
import type { Language } from '@aliento/contracts/enums';
import type { ServiceContext } from './context';

/** URL prefix of article images (served by the articles routes). */
export const ARTICLE_IMAGES_PATH = '/uploads/articles/';
/** Folder of article images in a data dir. */
export const articleImagesDir = (dataDir: string) => join(dataDir, 'uploads', 'articles');

type ArticleRow = {
  id: number;
  slug: string;
  locale: Language;
  title: string;
  description: string;
  time_to_read: string;
  content: string;
  image: string | null;
  image_alt: string | null;
  published_at: Date | string;
};

const SAFE_URL = /^(https?:|mailto:|tel:|#|\/(?!\/)|\.{0,2}\/|[^:/?#]*(?:[/?#]|$))/i;

/** Neutralises a link destination that is not http(s), mailto, tel or relative (javascript:, data:, vbscript: ...). */
function safeUrl(url: string): string {
  // control characters and whitespace inside a scheme are ignored by browsers ("java\tscript:")
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '');
  return SAFE_URL.test(compact) ? url : '#';
}

/**
 * Makes markdown safe to render even by a renderer that allows HTML: raw HTML outside code is escaped (so it
 * shows as text) and link or image destinations with a dangerous scheme become `#`.
 */
export function sanitizeMarkdown(markdown: string): string {
  return markdown
    .split(/(^```[^\n]*\n[\s\S]*?^```[ \t]*$)/m)
    .map((part, i) => {
      if (i % 2 === 1) return part; // fenced code is shown verbatim by every renderer
      return part
        .replace(/<(?=[A-Za-z!?/])/g, '&lt;')
        .replace(/(\]\(\s*<?)([^)>\n]*)/g, (_m, open: string, url: string) => open + safeUrl(url))
        .replace(/^(\s{0,3}\[[^\]\n]+\]:\s*<?)(\S+?)(>?(?:\s|$))/gm, (_m, open: string, url: string, close: string) => open + safeUrl(url) + close);
    })
    .join('');
}

function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    attributes: {
      title: row.title,
      slug: row.slug,
      description: row.description,
      timeToRead: row.time_to_read,
      content: sanitizeMarkdown(row.content),
      publishedAt: new Date(row.published_at).toISOString(),
      image: {
        data: row.image
          ? { attributes: { url: ARTICLE_IMAGES_PATH + encodeURIComponent(row.image), alternativeText: row.image_alt } }
          : null,
      },
    },
  };
}

/**
 * Published articles, newest first, one per slug in `locale` (falling back to Spanish, then any locale), optionally
 * only the one with `slug`. Strapi's pagination block comes back as one page holding everything.
 */
export async function listArticles(ctx: ServiceContext, opts: { slug?: string; locale: Language }): Promise<ArticlesResponse> {
  const r = await ctx.db.query<ArticleRow>(
    `SELECT * FROM (
       SELECT DISTINCT ON (slug) id, slug, locale, title, description, time_to_read, content, image, image_alt, published_at
       FROM articles
       WHERE published_at <= now() AND ($1::text IS NULL OR slug = $1::text)
       ORDER BY slug, (locale = $2) DESC, (locale = 'es') DESC, id
     ) a ORDER BY published_at DESC, id DESC`,
    [opts.slug ?? null, opts.locale],
  );
  const data = r.rows.map(toArticle);
  return { data, meta: { pagination: { page: 1, pageSize: Math.max(data.length, 25), pageCount: 1, total: data.length } } };
}
