/** Enumerations of the product (enum-values.ts, re-exported here) and their zod schemas. */
import { z } from 'zod';
import {
  AGES,
  GENDER_PREFERENCES,
  INTAKE_GENDERS,
  LANGUAGES,
  PLAN_CODES,
  PURCHASABLE_PLAN_CODES,
  REFERRALS,
  REFUND_STATUSES,
  ROLES,
  SPECIALTIES,
  THERAPIST_GENDERS,
  THERAPY_TYPES,
} from './enum-values';

export * from './enum-values';

/** Zod schema of a role. */
export const roleSchema = z.enum(ROLES, { error: 'invalidValue' });
/** Zod schema of a specialty code. */
export const specialtySchema = z.enum(SPECIALTIES, { error: 'invalidValue' });
/** Zod schema of any plan code. */
export const planCodeSchema = z.enum(PLAN_CODES, { error: 'invalidValue' });
/** Zod schema of a plan code that can be bought. */
export const purchasablePlanCodeSchema = z.enum(PURCHASABLE_PLAN_CODES, { error: 'invalidPlan' });
/** Zod schema of a therapy type. */
export const therapyTypeSchema = z.enum(THERAPY_TYPES, { error: 'selectionRequired' });
/** Zod schema of an age range. */
export const ageSchema = z.enum(AGES, { error: 'selectionRequired' });
/** Zod schema of a referral source. */
export const referralSchema = z.enum(REFERRALS, { error: 'selectionRequired' });
/** Zod schema of a gender preference. */
export const genderPreferenceSchema = z.enum(GENDER_PREFERENCES, { error: 'selectionRequired' });
/** Zod schema of a therapist gender. */
export const therapistGenderSchema = z.enum(THERAPIST_GENDERS, { error: 'selectionRequired' });
/** Zod schema of an intake gender value. */
export const intakeGenderSchema = z.enum(INTAKE_GENDERS, { error: 'selectionRequired' });
/** Zod schema of a language. */
export const languageSchema = z.enum(LANGUAGES, { error: 'invalidValue' });
/** Zod schema of a refund status. */
export const refundStatusSchema = z.enum(REFUND_STATUSES);
