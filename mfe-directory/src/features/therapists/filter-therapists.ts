/**
 * The sidebar's rules (spec section 5): name search (the fuzzy one lives in `search-by-name.ts`), favourites only,
 * and gender/specialty checkboxes where any selected value matches and an empty selection does not filter.
 */
import type { FavoritesMap } from '@aliento/contracts/favorites';
import type { TherapistProfile } from '@aliento/contracts/therapists';
import type { DirectoryFilters } from './stores/filters-store';
import { fullName } from '../../lib/full-name';

/** How the typed name narrows a list: the fuzzy `searchByName` once loaded, or `plainSearchByName`. */
export type NameSearch = <T extends TherapistProfile>(list: readonly T[], query: string) => T[];

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Case- and accent-insensitive "contains", for when the fuzzy search cannot be loaded. */
export const plainSearchByName: NameSearch = (list, query) => {
  const q = plain(query.trim());
  return list.filter((t) => plain(fullName(t)).includes(q));
};

export function filterTherapists<T extends TherapistProfile>(
  list: readonly T[],
  filters: DirectoryFilters,
  favorites: FavoritesMap,
  searchByName: NameSearch,
): T[] {
  return searchByName(list, filters.query).filter(
    (t) =>
      (filters.view === 'all' || Boolean(favorites[t.user])) &&
      (filters.genders.length === 0 || (t.therapistGender !== null && filters.genders.includes(t.therapistGender))) &&
      (filters.specialties.length === 0 || t.specialties.some((s) => filters.specialties.includes(s))),
  );
}
