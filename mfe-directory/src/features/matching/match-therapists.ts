/**
 * Orders the directory by how well each therapist fits the client's stated preferences (beyond the spec).
 * Pure: the same inputs always give the same order, and ties keep the API's order.
 */
import type { ClientProfile } from '@aliento/contracts/clients';
import type { Specialty, TherapistGender } from '@aliento/contracts/enums';
import type { TherapistProfile } from '@aliento/contracts/therapists';

/** The preferences matching reads. */
export type MatchPreferences = Pick<
  ClientProfile,
  'therapistGender' | 'therapistLGBTQ' | 'therapistOrientation' | 'therapistCountryOfOrigin' | 'specialties'
>;

/** Why a therapist fits, most telling first. */
export type MatchReason =
  | { kind: 'country'; country: string }
  | { kind: 'lgbtq' }
  | { kind: 'specialties'; specialties: Specialty[] }
  | { kind: 'gender'; gender: TherapistGender }
  | { kind: 'orientation'; believer: boolean };

export interface TherapistMatch {
  score: number;
  reasons: MatchReason[];
}

/** Weights: a stated gender wish and shared background weigh most; a shared concern counts per specialty. */
export const MATCH_WEIGHTS = { gender: 3, lgbtq: 2, country: 2, orientation: 1, specialty: 1, maxSpecialties: 3 } as const;

const sameCountry = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function matchTherapist(therapist: TherapistProfile, prefs: MatchPreferences): TherapistMatch {
  let score = 0;
  const reasons: MatchReason[] = [];

  if (therapist.therapistCountryOfOrigin && sameCountry(therapist.therapistCountryOfOrigin, prefs.therapistCountryOfOrigin)) {
    score += MATCH_WEIGHTS.country;
    reasons.push({ kind: 'country', country: therapist.therapistCountryOfOrigin });
  }
  if (prefs.therapistLGBTQ && therapist.therapistLGBTQ) {
    score += MATCH_WEIGHTS.lgbtq;
    reasons.push({ kind: 'lgbtq' });
  }
  const shared = prefs.specialties.filter((s) => therapist.specialties.includes(s)).slice(0, MATCH_WEIGHTS.maxSpecialties);
  if (shared.length > 0) {
    score += shared.length * MATCH_WEIGHTS.specialty;
    reasons.push({ kind: 'specialties', specialties: shared });
  }
  if (prefs.therapistGender !== 'GENDER_NO_PREFERENCE' && therapist.therapistGender === prefs.therapistGender) {
    score += MATCH_WEIGHTS.gender;
    reasons.push({ kind: 'gender', gender: therapist.therapistGender });
  }
  if (prefs.therapistOrientation === therapist.therapistOrientation) {
    score += MATCH_WEIGHTS.orientation;
    reasons.push({ kind: 'orientation', believer: therapist.therapistOrientation });
  }
  return { score, reasons };
}

export interface RankedTherapist<T extends TherapistProfile = TherapistProfile> {
  therapist: T;
  match: TherapistMatch | null;
}

/** Without preferences the list keeps its order; with them, best match first (stable for ties). */
export function rankTherapists<T extends TherapistProfile>(list: readonly T[], prefs: MatchPreferences | null): RankedTherapist<T>[] {
  if (!prefs) return list.map((therapist) => ({ therapist, match: null }));
  return list
    .map((therapist, index) => ({ therapist, match: matchTherapist(therapist, prefs), index }))
    .sort((a, b) => b.match.score - a.match.score || a.index - b.index)
    .map(({ therapist, match }) => ({ therapist, match }));
}
