import { startTransition, useEffect, useMemo, useRef, useState } from 'react';

export interface ShowMoreOptions {
  /** Items a press of "show more" adds (and the first page); `Infinity` shows every item. */
  size: number;
  /**
   * A smaller first page shown on its own, the rest of the page a moment later (a transition): the first screen
   * (and its first photo) does not wait for a whole page to render.
   */
  first?: number;
  /** What the list shows changed (a search, a filter): it starts again from one page. Compared with `Object.is`. */
  resetKey?: unknown;
  /** The focusable element of each item inside the container, in order (e.g. `:scope > li > button`). */
  focusSelector: string;
  /** Items that stay shown however far down (a selected or linked item's position + 1), else 0. */
  keep?: number;
}

/**
 * A long list shown a page at a time (a marketplace's lists grow without end; a phone shows a few items per screen):
 * `shown` is its first page(s), `more` how many the next press adds, and `showMore` adds them in a transition and
 * moves the focus to the first item it added, so a keyboard or a screen reader goes on where the list grew. Put
 * `container` on the element that holds the items.
 */
export function useShowMore<T, E extends HTMLElement = HTMLElement>(
  items: readonly T[],
  { size, first, resetKey, focusSelector, keep = 0 }: ShowMoreOptions,
) {
  const start = first !== undefined && first < size ? first : size;
  const [paging, setPaging] = useState({ resetKey, limit: start });
  // a new search or filter: one page again (still the first step if it has not grown yet)
  if (!Object.is(paging.resetKey, resetKey)) setPaging({ resetKey, limit: paging.limit === start ? start : size });
  const limit = Math.max(paging.limit, keep);
  useEffect(() => {
    if (paging.limit === start && start < size && items.length > start) {
      startTransition(() => setPaging((p) => (p.limit === start ? { ...p, limit: size } : p)));
    }
  }, [paging.limit, start, size, items.length]);
  const shown = useMemo(() => (items.length > limit ? items.slice(0, limit) : items), [items, limit]);
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
