import type { Article } from '@aliento/contracts/articles';
import { getArticle } from '../api/get-article';
import { useContentRequest } from './use-content-request';

export function useArticle(slug: string) {
  return useContentRequest<Article | null>((base, signal) => getArticle(base, slug, signal), `article:${slug}`);
}
