/** The SQL of the built-in blog's `articles`; the shape the API answers is made in services/articles.ts. */
import type { Language } from '@aliento/contracts/enums';
import type { Queryable } from '../db';

export type ArticleRow = {
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

/**
 * Published articles, newest first, one per slug in `locale` (else Spanish, else any locale), optionally only the
 * one with `slug`; one page (`limit` from `offset`), each row with the total count of such articles.
 */
export async function publishedArticleRows(
  q: Queryable,
  opts: { slug?: string; locale: Language; limit: number; offset: number },
): Promise<(ArticleRow & { total: number })[]> {
  const r = await q.query<ArticleRow & { total: number }>(
    `SELECT *, count(*) OVER ()::int AS total FROM (
       SELECT DISTINCT ON (slug) id, slug, locale, title, description, time_to_read, content, image, image_alt, published_at
       FROM articles
       WHERE published_at <= now() AND ($1::text IS NULL OR slug = $1::text)
       ORDER BY slug, (locale = $2) DESC, (locale = 'es') DESC, id
     ) a ORDER BY published_at DESC, id DESC LIMIT $3 OFFSET $4`,
    [opts.slug ?? null, opts.locale, opts.limit, opts.offset],
  );
  return r.rows;
}
