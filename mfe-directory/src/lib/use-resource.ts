/** A small loader hook: runs an async function when its key changes, with loading/error state and a reload. */
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Runs the loader again; resolves when it is done (the previous data stays visible meanwhile). */
  reload: () => Promise<void>;
}

export function useResource<T>(key: string | null, load: () => Promise<T>): Resource<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: key !== null,
  });
  const loadRef = useRef(load);
  loadRef.current = load;
  const generation = useRef(0);

  const run = useCallback(async () => {
    if (key === null) return;
    const mine = ++generation.current;
    setState((s) => ({ ...s, loading: true }));
    try {
      const data = await loadRef.current();
      if (mine === generation.current) setState({ data, error: undefined, loading: false });
    } catch (error) {
      if (mine === generation.current) setState((s) => ({ data: s.data, error, loading: false }));
    }
  }, [key]);

  useEffect(() => {
    void run();
    return () => {
      // a late answer for an old key must not overwrite the new one
      generation.current++;
    };
  }, [run]);

  return { ...state, reload: run };
}
