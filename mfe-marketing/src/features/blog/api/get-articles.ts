/** `GET {api}/api/articles?populate=image&pagination[page]=n`: one page of the blog list, newest first. */
import { checkArticles } from './check-articles';
import { contentClient } from '../lib/content-service';
import { articlesPageUrl } from './articles-page-url';
import type { Article } from '@aliento/contracts/articles';

export { ARTICLES_PAGE_SIZE } from './articles-page-url';

export type ArticlesPage = { articles: Article[]; page: number; pageCount: number };

/** A page's answer, checked against the contract. */
export async function readArticlesPage(data: unknown, page: number): Promise<ArticlesPage> {
  const body = await checkArticles(data);
  return { articles: body.data, page, pageCount: body.meta?.pagination?.pageCount ?? page };
}

export async function getArticles(base: string, page: number, signal?: AbortSignal): Promise<ArticlesPage> {
  return readArticlesPage(await contentClient.get(articlesPageUrl(base, page), { signal }).json(), page);
}
