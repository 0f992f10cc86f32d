/** `GET {api}/api/articles?populate=image&pagination[page]=n`: one page of the blog list, newest first. */
import type { Article } from '@aliento/contracts/articles';
import { checkArticles } from './check-articles';
import { contentClient } from '../lib/content-service';

/** Cards per page: four rows of the three-column grid. */
export const ARTICLES_PAGE_SIZE = 12;

export type ArticlesPage = { articles: Article[]; page: number; pageCount: number };

export async function getArticles(base: string, page: number, signal?: AbortSignal): Promise<ArticlesPage> {
  const data = await contentClient
    .get(`${base}/api/articles`, {
      searchParams: { populate: 'image', 'pagination[page]': page, 'pagination[pageSize]': ARTICLES_PAGE_SIZE },
      signal,
    })
    .json();
  const body = await checkArticles(data);
  return { articles: body.data, page, pageCount: body.meta?.pagination?.pageCount ?? page };
}
