import type { TherapistProfile } from '@aliento/contracts/therapists';

/** A therapist's name as the directory shows it (cards, profile, booking, name search). */
export const fullName = (t: Pick<TherapistProfile, 'firstName' | 'lastName'>) => `${t.firstName} ${t.lastName}`.trim();
