/** The sidebar's name search: fuse.js is fetched the first time a name is typed, keeping it out of the first load. */
import { useEffect, useState } from 'react';
import { plainSearchByName } from '../filter-therapists';
import type { NameSearch } from '../filter-therapists';

/** While fuse.js loads the list stays as it is, rather than flashing "no results" for a typo it would forgive. */
const keepList: NameSearch = (list) => [...list];

let fuzzySearch: NameSearch | null = null;
let loading: Promise<NameSearch> | null = null;

function loadFuzzySearch(): Promise<NameSearch> {
  loading ??= import('../search-by-name').then(
    ({ searchByName }) => (fuzzySearch = searchByName),
    (error: unknown) => {
      loading = null; // a later visit may try the chunk again
      throw error;
    },
  );
  return loading;
}

/** The search to apply to the (debounced) query; `wanted`: a name is being typed, so loading starts at the first key. */
export function useNameSearch(wanted: boolean): NameSearch {
  const [search, setSearch] = useState<NameSearch>(() => fuzzySearch ?? keepList);

  useEffect(() => {
    if (!wanted || search !== keepList) return;
    let current = true;
    loadFuzzySearch().then(
      (loaded) => {
        if (current) setSearch(() => loaded);
      },
      // a chunk that fails to load must not break the page: a plain "contains" still narrows the list
      () => {
        if (current) setSearch(() => plainSearchByName);
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, search]);

  return search;
}
