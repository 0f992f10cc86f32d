/** The sidebar's filters, kept for the visit so coming back from a profile keeps the same view. */
import { useEffect, useState } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Specialty, TherapistGender } from '@aliento/contracts/enums';

export type DirectoryView = 'all' | 'favorites';

export interface DirectoryFilters {
  query: string;
  view: DirectoryView;
  genders: TherapistGender[];
  specialties: Specialty[];
}

interface FiltersState extends DirectoryFilters {
  setQuery: (query: string) => void;
  setView: (view: DirectoryView) => void;
  /** Adds the choice to its filter (a gender, a specialty), or takes it out. */
  toggle: (filter: 'genders' | 'specialties', value: string) => void;
  clear: () => void;
}

const initial: DirectoryFilters = { query: '', view: 'all', genders: [], specialties: [] };

const toggled = <T>(list: readonly T[], value: T): T[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

const filtersStore = createStore<FiltersState>((set) => ({
  ...initial,
  setQuery: (query) => set({ query }),
  setView: (view) => set({ view }),
  toggle: (filter, value) =>
    set((s) =>
      filter === 'genders' ? { genders: toggled(s.genders, value as TherapistGender) } : { specialties: toggled(s.specialties, value as Specialty) },
    ),
  clear: () => set({ ...initial }),
}));

/**
 * The part of the filters a component shows (or an action): it re-renders only when that part changes, so a key
 * typed in the search re-renders the search field, not every checkbox and the page around it.
 */
export function useDirectoryFilters<T>(select: (state: FiltersState) => T): T {
  return useStore(filtersStore, select);
}

/** The search as typed, `delayMs` after the last key: the page re-renders when the list is to be narrowed, not per key. */
export function useDebouncedQuery(delayMs: number): string {
  const [query, setQuery] = useState(() => filtersStore.getState().query);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = (typed: string) => {
      clearTimeout(timer);
      timer = setTimeout(() => setQuery(typed), delayMs);
    };
    follow(filtersStore.getState().query); // a key typed before this effect ran
    const unsubscribe = filtersStore.subscribe((state, previous) => {
      if (state.query !== previous.query) follow(state.query);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [delayMs]);
  return query;
}

/** Whether any filter is set (the state differs from no filters). */
export const isFiltered = (s: DirectoryFilters): boolean =>
  s.query !== initial.query || s.view !== initial.view || s.genders.length > 0 || s.specialties.length > 0;

/** Back to no filters (a new visit, and between tests). */
export function resetDirectoryFilters(): void {
  filtersStore.setState({ ...initial });
}
