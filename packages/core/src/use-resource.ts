/** A small loader for one API read: data, loading and error state, and a reload for refetching after a change. */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export interface Resource<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  reload: () => Promise<void>;
}

/**
 * Loads when mounted and again when `deps` change. With `enabled: false` (e.g. no signed-in user yet) nothing is
 * fetched and it is not loading; it loads once enabled.
 */
export function useResource<T>(load: () => Promise<T>, deps: readonly unknown[], { enabled = true }: { enabled?: boolean } = {}): Resource<T> {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean; error: unknown }>({
    data: undefined,
    loading: enabled,
    error: null,
  });
  const loadRef = useRef(load);
  loadRef.current = load;
  const enabledRef = useRef(enabled);
  enabledRef.current = enabled;
  // Only the latest request may write its answer (a slow older one must not overwrite a newer one).
  const generation = useRef(0);

  const reload = useCallback(async () => {
    if (!enabledRef.current) return;
    const mine = ++generation.current;
    setState((s) => ({ ...s, loading: true }));
    try {
      const data = await loadRef.current();
      // the answer renders as a transition: a long list is rendered in slices the browser can interrupt for a tap,
      // not in one task of a second on a slow phone (Lighthouse's total blocking time, the bench's interactions)
      if (mine === generation.current) startTransition(() => setState({ data, loading: false, error: null }));
    } catch (error) {
      if (mine === generation.current) setState((s) => ({ data: s.data, loading: false, error }));
    }
  }, []);

  useEffect(() => {
    void reload();
    return () => {
      // a counter, not a DOM node: moving it on makes any answer still on its way stale
      // eslint-disable-next-line react-hooks/exhaustive-deps
      generation.current++;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, enabled]);

  return { ...state, reload };
}
