/**
 * The sidebar's fuzzy name search. It carries fuse.js, so it is only fetched once a name is typed
 * (see `use-name-search.ts`); nothing on the first load may import it statically.
 */
import Fuse from 'fuse.js';
import type { TherapistProfile } from '@aliento/contracts/therapists';
import { fullName } from '../../lib/full-name';

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
