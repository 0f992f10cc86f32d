import { startTransition, useEffect, useRef, useState } from 'react';

export interface ShowMoreOptions {
  /** Items per page. */
  size: number;
  /** What the list shows changed (a search, a filter): it starts again from one page. */
  resetKey: string;
  /** The focusable element of each item inside the container, in order (e.g. `:scope > li > button`). */
  focusSelector: string;
  /** Items that stay shown however far down (the selected one's position + 1), else 0. */
  keep?: number;
}

/**
 * A long list shown a page at a time: `shown` is its first page(s), `more` how many the next press adds, and
 * `showMore` adds them and moves the focus to the first item it added, so a keyboard goes on where the list grew.
 */
export function useShowMore<T, E extends HTMLElement>(items: readonly T[], { size, resetKey, focusSelector, keep = 0 }: ShowMoreOptions) {
  const [paging, setPaging] = useState({ resetKey, limit: size });
  if (paging.resetKey !== resetKey) setPaging({ resetKey, limit: size });
  const limit = Math.max(paging.limit, keep);
  const shown = items.length > limit ? items.slice(0, limit) : items;
  const more = Math.min(size, items.length - shown.length);
  const container = useRef<E>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown.length <= from) return;
    focusFrom.current = null;
    container.current?.querySelectorAll<HTMLElement>(focusSelector)[from]?.focus();
  }, [shown.length, focusSelector]);
  const showMore = () => {
    focusFrom.current = shown.length;
    startTransition(() => setPaging((p) => ({ ...p, limit: shown.length + size })));
  };
  return { shown, more, showMore, container };
}
