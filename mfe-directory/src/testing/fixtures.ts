/** Test data for the directory suites: the shared builders of @aliento/testing (parsed by the contracts) with this story's values. */
import { makeClientProfile, makeSubscription, makeTherapistProfile } from '@aliento/testing';
import type { TherapistProfile } from '@aliento/contracts/therapists';
import type { ClientProfile } from '@aliento/contracts/clients';
import type { Subscription } from '@aliento/contracts/subscriptions';

export const CLIENT_ID = '00000000-0000-4000-8000-000000000001';

export const IDS = {
  carlos: '00000000-0000-4000-8000-0000000000c1',
  lucia: '00000000-0000-4000-8000-0000000000a1',
  ana: '00000000-0000-4000-8000-0000000000a2',
  jorge: '00000000-0000-4000-8000-0000000000c2',
} as const;

export function therapist(overrides: Partial<TherapistProfile> & Pick<TherapistProfile, 'user' | 'firstName' | 'lastName'>): TherapistProfile {
  return makeTherapistProfile(overrides);
}

/** In the API's order (not the match order). */
export const THERAPISTS: TherapistProfile[] = [
  therapist({
    user: IDS.carlos,
    firstName: 'Carlos',
    lastName: 'Ramírez',
    therapistGender: 'GENDER_MALE',
    therapistCountryOfOrigin: 'Colombia',
    specialties: ['COUPLES_THERAPY', 'STRESS'],
    certifications: 'Psicólogo clínico',
    experience: 1,
  }),
  therapist({
    user: IDS.lucia,
    firstName: 'Lucía',
    lastName: 'Méndez',
    therapistGender: 'GENDER_FEMALE',
    therapistLGBTQ: true,
    therapistOrientation: true,
    therapistCountryOfOrigin: 'Mexico',
    specialties: ['ANXIETY', 'DEPRESSION'],
    certifications: 'Licenciada en Psicología (UNAM)',
    experience: 5,
    about: 'Acompaño a personas que viven con ansiedad.',
  }),
  therapist({
    user: IDS.ana,
    firstName: 'Ana',
    lastName: 'Torres',
    therapistGender: 'GENDER_FEMALE',
    specialties: ['GRIEF_LOSS_COPING', 'ANXIETY'],
    profileImage: 'ana.jpg',
    experience: 3,
  }),
  therapist({
    user: IDS.jorge,
    firstName: 'Jorge',
    lastName: 'Castillo',
    therapistGender: 'GENDER_MALE',
    therapistLGBTQ: true,
    therapistCountryOfOrigin: 'Mexico',
    specialties: ['ADDICTION_COPING'],
    experience: 12,
  }),
];

export const byId = (id: string) => THERAPISTS.find((t) => t.user === id)!;

export function clientProfile(overrides: Partial<ClientProfile> = {}): ClientProfile {
  return makeClientProfile({ user: CLIENT_ID, ...overrides });
}

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return makeSubscription({ client: CLIENT_ID, ...overrides });
}

export function favorite(therapistUser: string) {
  return { _id: `00000000-0000-4000-8000-${therapistUser.slice(-12, -2)}ff`, therapist: therapistUser, createdAt: '2030-01-01T00:00:00.000Z' };
}
