/** Test data for the settings suites: the shared builders of @aliento/testing (parsed by the contracts) with this story's values. */
import { Routes, Route, toastStore } from '@aliento/core';
import { createElement } from 'react';
import type { ClientProfile } from '@aliento/contracts/clients';
import type { TherapistProfile } from '@aliento/contracts/therapists';
import type { User } from '@aliento/contracts/users';
import { makeClientProfile as buildClientProfile, makeTherapistProfile, makeUser as buildUser } from '@aliento/testing';
import App from '../app/app';

export const CLIENT_ID = '00000000-0000-4000-8000-000000000001';
export const THERAPIST_ID = '00000000-0000-4000-8000-000000000002';
export const ADMIN_ID = '00000000-0000-4000-8000-000000000003';
export const CLIENT_PROFILE_ID = '00000000-0000-4000-8000-0000000000c1';

export function makeUser(overrides: Partial<User> = {}): User {
  return buildUser({ id: CLIENT_ID, ...overrides });
}

export function makeTherapist(overrides: Partial<TherapistProfile> = {}): TherapistProfile {
  return makeTherapistProfile({
    _id: THERAPIST_ID,
    user: THERAPIST_ID,
    therapistLGBTQ: true,
    therapistCountryOfOrigin: 'Mexico',
    specialties: ['ANXIETY', 'DEPRESSION'],
    certifications: 'Licenciada en Psicología (UNAM)',
    experience: 6,
    about: 'Acompaño a adultos con ansiedad.',
    aboutI18n: { es: 'Acompaño a adultos con ansiedad.', en: 'I support adults living with anxiety.' },
    linkedin: 'https://linkedin.com/in/lucia',
    ...overrides,
  });
}

export function makeClientProfile(overrides: Partial<ClientProfile> = {}): ClientProfile {
  return buildClientProfile({
    _id: CLIENT_PROFILE_ID,
    therapistGender: 'GENDER_FEMALE',
    therapistOrientation: true,
    therapistCountryOfOrigin: 'Colombia',
    specialties: ['ANXIETY'],
    therapyType: 'THERAPY_FOR_SELF',
    age: 'AGE_18_34',
    referral: 'REFERRAL_GOOGLE',
    ...overrides,
  });
}

/** The App as the shell mounts it. */
export function settingsRoutes() {
  return createElement(Routes, null, createElement(Route, { path: '/dashboard/settings/*', element: createElement(App) }));
}

/** Toasts pushed so far, as `kind: text`. */
export function toasts(): string[] {
  return toastStore.getState().items.map((t) => `${t.kind}: ${t.text}`);
}
