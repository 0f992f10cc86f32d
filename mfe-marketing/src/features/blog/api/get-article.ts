/** `GET {content}/api/articles?filters[slug][$eq]={slug}&populate=image`: one article (the first result), or null. */
import type { Article } from '@aliento/contracts/articles';
import { checkArticles } from './check-articles';
import { contentClient } from '../lib/content-service';

export async function getArticle(base: string, slug: string, signal?: AbortSignal): Promise<Article | null> {
  const data = await contentClient.get(`${base}/api/articles`, { searchParams: { 'filters[slug][$eq]': slug, populate: 'image' }, signal }).json();
  return (await checkArticles(data)).data[0] ?? null;
}
