/**
 * The sidebar's rules (spec section 5): fuzzy name search, favourites only, and gender/specialty checkboxes
 * where any selected value matches and an empty selection does not filter.
 */
import Fuse from 'fuse.js';
import type { FavoritesMap } from '@aliento/contracts/favorites';
import type { TherapistProfile } from '@aliento/contracts/therapists';
import type { DirectoryFilters } from './stores/filters-store';

export const fullName = (t: Pick<TherapistProfile, 'firstName' | 'lastName'>) => `${t.firstName} ${t.lastName}`.trim();

/** Fuzzy name search: tolerant of typos and accents ("Lucia Mendes" finds "Lucía Méndez"). */
export function searchByName<T extends TherapistProfile>(list: readonly T[], query: string): T[] {
  const q = query.trim();
  if (!q) return [...list];
  const fuse = new Fuse(
    list.map((therapist) => ({ therapist, name: fullName(therapist) })),
    {
      keys: ['name', 'therapist.firstName', 'therapist.lastName'],
      threshold: 0.4,
      ignoreLocation: true,
      ignoreDiacritics: true,
    },
  );
  const found = new Set(fuse.search(q).map((r) => r.item.therapist));
  // keep the list's own order (match ranking), only narrowing it
  return list.filter((t) => found.has(t));
}

export function filterTherapists<T extends TherapistProfile>(
  list: readonly T[],
  filters: DirectoryFilters,
  favorites: FavoritesMap,
): T[] {
  return searchByName(list, filters.query).filter(
    (t) =>
      (filters.view === 'all' || Boolean(favorites[t.user])) &&
      (filters.genders.length === 0 || (t.therapistGender !== null && filters.genders.includes(t.therapistGender))) &&
      (filters.specialties.length === 0 || t.specialties.some((s) => filters.specialties.includes(s))),
  );
}
