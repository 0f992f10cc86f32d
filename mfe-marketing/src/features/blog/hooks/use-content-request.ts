import { useEffect, useState } from 'react';
import { contentBaseUrl } from '../lib/content-service';

export type ContentState<T> = { status: 'loading' } | { status: 'error' } | { status: 'success'; data: T };

/** Runs a content-service request when its inputs change; aborts the stale one. */
export function useContentRequest<T>(fetcher: (base: string, signal: AbortSignal) => Promise<T>, key: string): ContentState<T> & { base: string } {
  const base = contentBaseUrl();
  const [state, setState] = useState<ContentState<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetcher(base, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
    // The fetcher is recreated on each render; `key` names what it depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [base, key]);
  return { ...state, base };
}
