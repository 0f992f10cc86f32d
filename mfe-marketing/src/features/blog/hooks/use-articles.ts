import { startTransition, useCallback, useEffect, useState } from 'react';
import type { Article } from '@aliento/contracts/articles';
import { getArticles, readArticlesPage, type ArticlesPage } from '../api/get-articles';
import { articlesPageUrl } from '../api/articles-page-url';
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

/** How long a first page asked for ahead of the list stays good to show. */
const EARLY_PAGE_MS = 10_000;
let early: { base: string; at: number; page: Promise<ArticlesPage> } | undefined;

/**
 * Asks for the list's first page as soon as the blog's code has run (app.tsx), while the UI kit still loads, instead
 * of when the list first renders after it. The list takes it once; a failed one is asked for again.
 */
export function prefetchFirstPage(base = contentBaseUrl()): void {
  const page = pageAskedByFrame(base) ?? getArticles(base, 1);
  page.catch(() => undefined);
  early = { base, at: Date.now(), page };
}

type PageCall = { at: number; response: Promise<Response | null> };

/**
 * The first page the blog's frame already asked for before this code arrived (its painter, src/frame/first-article.ts),
 * taken once; null when there is none, or it is old. A failed one is asked for again.
 */
function pageAskedByFrame(base: string, now = Date.now()): Promise<ArticlesPage> | null {
  const calls = (window as { __alientoEarlyCalls?: Record<string, PageCall | undefined> }).__alientoEarlyCalls;
  const url = articlesPageUrl(base, 1);
  const call = calls?.[url];
  if (!calls || !call) return null;
  delete calls[url];
  if (now - call.at > EARLY_PAGE_MS) return null;
  return call.response.then((r) => (r ? r.json().then((data: unknown) => readArticlesPage(data, 1)) : getArticles(base, 1)));
}

function firstPage(base: string, signal: AbortSignal): Promise<ArticlesPage> {
  const ahead = early;
  early = undefined;
  if (!ahead || ahead.base !== base || Date.now() - ahead.at > EARLY_PAGE_MS) return getArticles(base, 1, signal);
  return ahead.page.catch(() => getArticles(base, 1, signal));
}

/** The blog list, one page at a time: the first when the page opens, the next ones when the reader asks. */
export function useArticles() {
  const base = contentBaseUrl();
  const [state, setState] = useState<ListState>(START);

  useEffect(() => {
    const controller = new AbortController();
    setState(START);
    firstPage(base, controller.signal).then(
      (p) => {
        // a transition: the cards render in slices a tap can interrupt, not one long task on a slow phone
        if (!controller.signal.aborted)
          startTransition(() => setState({ status: 'success', articles: p.articles, page: 1, pageCount: p.pageCount, more: 'idle' }));
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
