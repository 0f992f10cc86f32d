/** Test data built from the contracts, and a render helper that mounts the remote as the shell does. */
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
  return {
    _id: overrides.user,
    therapistGender: 'GENDER_FEMALE',
    therapistLGBTQ: false,
    therapistOrientation: false,
    therapistCountryOfOrigin: 'United States of America',
    specialties: [],
    certifications: '',
    experience: 1,
    about: '',
    aboutI18n: { es: '', en: '' },
    calendly: '',
    facebook: '',
    linkedin: '',
    instagram: '',
    twitter: '',
    whatsapp: '',
    profileImage: null,
    approved: true,
    ...overrides,
  };
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
  return {
    _id: '00000000-0000-4000-8000-0000000000f1',
    user: CLIENT_ID,
    therapistGender: 'GENDER_NO_PREFERENCE',
    therapistOrientation: false,
    therapistLGBTQ: false,
    therapistCountryOfOrigin: 'United States of America',
    specialties: [],
    therapyType: null,
    age: null,
    referral: null,
    ...overrides,
  };
}

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    _id: '00000000-0000-4000-8000-0000000000e1',
    client: CLIENT_ID,
    plan: 'PLAN_FREE',
    currentCredit: 1,
    initialCredit: 1,
    active: true,
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function favorite(therapistUser: string) {
  return { _id: `00000000-0000-4000-8000-${therapistUser.slice(-12, -2)}ff`, therapist: therapistUser, createdAt: '2030-01-01T00:00:00.000Z' };
}
