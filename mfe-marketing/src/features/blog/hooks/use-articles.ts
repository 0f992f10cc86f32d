import { useCallback, useEffect, useState } from 'react';
import type { Article } from '@aliento/contracts/articles';
import { getArticles } from '../api/get-articles';
import { contentBaseUrl } from '../lib/content-service';

type ListState = {
  status: 'loading' | 'error' | 'success';
  articles: Article[];
  page: number;
  pageCount: number;
  /** The next page's request, after the first page is shown. */
  more: 'idle' | 'loading' | 'error';
};

const START: ListState = { status: 'loading', articles: [], page: 0, pageCount: 0, more: 'idle' };

/** The blog list, one page at a time: the first when the page opens, the next ones when the reader asks. */
export function useArticles() {
  const base = contentBaseUrl();
  const [state, setState] = useState<ListState>(START);

  useEffect(() => {
    const controller = new AbortController();
    setState(START);
    getArticles(base, 1, controller.signal).then(
      (p) => {
        if (!controller.signal.aborted) setState({ status: 'success', articles: p.articles, page: 1, pageCount: p.pageCount, more: 'idle' });
      },
      () => {
        if (!controller.signal.aborted) setState({ ...START, status: 'error' });
      },
    );
    return () => controller.abort();
  }, [base]);

  const { page } = state;
  const loadMore = useCallback(() => {
    setState((s) => ({ ...s, more: 'loading' }));
    getArticles(base, page + 1).then(
      (p) =>
        setState((s) => {
          // an article published meanwhile shifts the pages by one: never show a card twice
          const seen = new Set(s.articles.map((a) => a.id));
          return {
            ...s,
            articles: [...s.articles, ...p.articles.filter((a) => !seen.has(a.id))],
            page: p.page,
            pageCount: p.pageCount,
            more: 'idle',
          };
        }),
      () => setState((s) => ({ ...s, more: 'error' })),
    );
  }, [base, page]);

  return { ...state, base, hasMore: state.status === 'success' && state.page < state.pageCount, loadMore };
}
