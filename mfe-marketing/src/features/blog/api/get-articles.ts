/** `GET {content}/api/articles?populate=image`: the blog list. */
import { articlesResponseSchema, type Article } from '@aliento/contracts/articles';
import { contentClient } from '../lib/content-service';

export async function getArticles(base: string, signal?: AbortSignal): Promise<Article[]> {
  const data = await contentClient.get(`${base}/api/articles`, { searchParams: { populate: 'image' }, signal }).json();
  return articlesResponseSchema.parse(data).data;
}
