/**
 * Test data built from the contracts, once for every front end: each builder fills what a test does not care about
 * and parses the result with the contract's schema, so a fixture that breaks the contract fails where it is made (not
 * deep in a screen). A suite passes only the values its story needs.
 */
import { clientProfileSchema, type ClientProfile } from '@aliento/contracts/clients';
import { subscriptionSchema, type Subscription } from '@aliento/contracts/subscriptions';
import { therapistProfileSchema, type TherapistProfile } from '@aliento/contracts/therapists';
import { userSchema, type User } from '@aliento/contracts/users';

/** The ids of the test tokens' people (tokens.ts). */
export const TEST_IDS = {
  client: '00000000-0000-4000-8000-000000000001',
  therapist: '00000000-0000-4000-8000-000000000002',
  admin: '00000000-0000-4000-8000-000000000003',
} as const;

/** A therapist's directory profile; its `_id` is the user's id unless given. */
export function makeTherapistProfile(overrides: Partial<TherapistProfile> = {}): TherapistProfile {
  const user = overrides.user ?? TEST_IDS.therapist;
  return therapistProfileSchema.parse({
    _id: user,
    user,
    firstName: 'Lucía',
    lastName: 'Méndez',
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
  });
}

/** A client's therapist preferences. */
export function makeClientProfile(overrides: Partial<ClientProfile> = {}): ClientProfile {
  return clientProfileSchema.parse({
    _id: '00000000-0000-4000-8000-0000000000f1',
    user: TEST_IDS.client,
    therapistGender: 'GENDER_NO_PREFERENCE',
    therapistOrientation: false,
    therapistLGBTQ: false,
    therapistCountryOfOrigin: 'United States of America',
    specialties: [],
    therapyType: null,
    age: null,
    referral: null,
    ...overrides,
  });
}

/** A client's plan and credits (the free first session unless told otherwise). */
export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return subscriptionSchema.parse({
    _id: '00000000-0000-4000-8000-0000000000e1',
    client: TEST_IDS.client,
    plan: 'PLAN_FREE',
    currentCredit: 1,
    initialCredit: 1,
    active: true,
    updatedAt: '2030-01-01T00:00:00.000Z',
    ...overrides,
  });
}

/** A user as `GET /api/users/{id}` answers (a client unless told otherwise). */
export function makeUser(overrides: Partial<User> = {}): User {
  const id = overrides.id ?? TEST_IDS.client;
  return userSchema.parse({
    _id: id,
    id,
    firstName: 'Ana',
    lastName: 'García',
    email: 'ana@example.com',
    phoneNumber: '+1 305 555 0100',
    roles: ['ROLE_CLIENT'],
    language: 'es',
    approved: true,
    therapist: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  });
}
