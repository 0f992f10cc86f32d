/**
 * The built-in blog: articles in Strapi's (v4) response shape (`{ data: [{ id, attributes }], meta }`), the same
 * shape the API gives articles read from a CMS at `CMS_URL` (cms/). Content is markdown (HTML allowed), answered twice:
 * as markdown with its HTML escaped (`content`, what older clients render) and as sanitised HTML (`html`).
 */
import { join } from 'node:path';
import type { Article, ArticlesResponse } from '@aliento/contracts/articles';
import type { Language } from '@aliento/contracts/enums';
import { publishedArticleRows, type ArticleRow } from '../data/articles';
import { articleHtml } from '../lib/article-html';
import { sanitizeMarkdown } from '../lib/markdown';
import type { ServiceContext } from './context';

export { sanitizeMarkdown };

/** URL prefix of article images (served by the articles routes). */
export const ARTICLE_IMAGES_PATH = '/uploads/articles/';
/** Folder of article images in a data dir. */
export const articleImagesDir = (dataDir: string) => join(dataDir, 'uploads', 'articles');

function toArticle(row: ArticleRow): Article {
  return {
    id: row.id,
    attributes: {
      title: row.title,
      slug: row.slug,
      description: row.description,
      timeToRead: row.time_to_read,
      content: sanitizeMarkdown(row.content),
      html: articleHtml(row.content),
      locale: row.locale,
      publishedAt: new Date(row.published_at).toISOString(),
      image: {
        data: row.image ? { attributes: { url: ARTICLE_IMAGES_PATH + encodeURIComponent(row.image), alternativeText: row.image_alt } } : null,
      },
    },
  };
}

/**
 * Published articles, newest first, one per slug in `locale` (falling back to Spanish, then any locale), optionally
 * only the one with `slug`, one page at a time with Strapi's pagination block.
 */
export async function listArticles(
  ctx: ServiceContext,
  opts: { slug?: string; locale: Language; page?: number; pageSize?: number },
): Promise<ArticlesResponse> {
  const page = opts.page ?? 1;
  const pageSize = opts.pageSize ?? 25;
  const rows = await publishedArticleRows(ctx.db, { slug: opts.slug, locale: opts.locale, limit: pageSize, offset: (page - 1) * pageSize });
  // past the last page the window has no row to count on
  const total = rows[0]?.total ?? (page === 1 ? 0 : ((await listArticles(ctx, { ...opts, page: 1, pageSize: 1 })).meta?.pagination?.total ?? 0));
  return { data: rows.map(toArticle), meta: { pagination: { page, pageSize, pageCount: Math.ceil(total / pageSize), total } } };
}
