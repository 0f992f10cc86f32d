import type { Article } from '@aliento/contracts/articles';
import { getArticles } from '../api/get-articles';
import { useContentRequest } from './use-content-request';

export function useArticles() {
  return useContentRequest<Article[]>((base, signal) => getArticles(base, signal), 'list');
}
