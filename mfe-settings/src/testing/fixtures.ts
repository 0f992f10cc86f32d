/** Test data for the settings suites, shaped by the contracts (parsed, so a contract change breaks the fixture). */
import { Routes, Route, toastStore } from '@aliento/core';
import { createElement } from 'react';
import { clientProfileSchema, type ClientProfile } from '@aliento/contracts/clients';
import { therapistProfileSchema, type TherapistProfile } from '@aliento/contracts/therapists';
import { userSchema, type User } from '@aliento/contracts/users';
import App from '../app/app';

export const CLIENT_ID = '00000000-0000-4000-8000-000000000001';
export const THERAPIST_ID = '00000000-0000-4000-8000-000000000002';
export const ADMIN_ID = '00000000-0000-4000-8000-000000000003';
export const CLIENT_PROFILE_ID = '00000000-0000-4000-8000-0000000000c1';

export function makeUser(overrides: Partial<User> = {}): User {
  return userSchema.parse({
    _id: CLIENT_ID,
    id: CLIENT_ID,
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

export function makeTherapist(overrides: Partial<TherapistProfile> = {}): TherapistProfile {
  return therapistProfileSchema.parse({
    _id: THERAPIST_ID,
    user: THERAPIST_ID,
    firstName: 'Lucía',
    lastName: 'Méndez',
    therapistGender: 'GENDER_FEMALE',
    therapistLGBTQ: true,
    therapistOrientation: false,
    therapistCountryOfOrigin: 'Mexico',
    specialties: ['ANXIETY', 'DEPRESSION'],
    certifications: 'Licenciada en Psicología (UNAM)',
    experience: 6,
    about: 'Acompaño a adultos con ansiedad.',
    aboutI18n: { es: 'Acompaño a adultos con ansiedad.', en: 'I support adults living with anxiety.' },
    calendly: '',
    facebook: '',
    linkedin: 'https://linkedin.com/in/lucia',
    instagram: '',
    twitter: '',
    whatsapp: '',
    profileImage: null,
    approved: true,
    ...overrides,
  });
}

export function makeClientProfile(overrides: Partial<ClientProfile> = {}): ClientProfile {
  return clientProfileSchema.parse({
    _id: CLIENT_PROFILE_ID,
    user: CLIENT_ID,
    therapistGender: 'GENDER_FEMALE',
    therapistOrientation: true,
    therapistLGBTQ: false,
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
