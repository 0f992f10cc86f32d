/** The sidebar's filters, kept for the visit so coming back from a profile keeps the same view. */
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
  toggleGender: (gender: TherapistGender) => void;
  toggleSpecialty: (specialty: Specialty) => void;
  clear: () => void;
}

const initial: DirectoryFilters = { query: '', view: 'all', genders: [], specialties: [] };

const toggle = <T>(list: readonly T[], value: T): T[] => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]);

const filtersStore = createStore<FiltersState>((set) => ({
  ...initial,
  setQuery: (query) => set({ query }),
  setView: (view) => set({ view }),
  toggleGender: (gender) => set((s) => ({ genders: toggle(s.genders, gender) })),
  toggleSpecialty: (specialty) => set((s) => ({ specialties: toggle(s.specialties, specialty) })),
  clear: () => set({ ...initial }),
}));

export function useDirectoryFilters(): FiltersState {
  return useStore(filtersStore);
}

/** Back to no filters (a new visit, and between tests). */
export function resetDirectoryFilters(): void {
  filtersStore.setState({ ...initial });
}
