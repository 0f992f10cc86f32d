/** Client preferences: `GET|POST|PUT /api/clients/{id}` where `{id}` is the client's user id. */
import { z } from 'zod';
import { countryNameSchema, idSchema } from './common';
import { DEFAULT_COUNTRY } from './countries';
import { ageSchema, genderPreferenceSchema, referralSchema, specialtySchema, therapyTypeSchema } from './enums';

/** A client profile (the preferences). `_id` is the profile's own id. */
export const clientProfileSchema = z.object({
  _id: idSchema,
  user: idSchema,
  therapistGender: genderPreferenceSchema,
  therapistOrientation: z.boolean(),
  therapistLGBTQ: z.boolean(),
  therapistCountryOfOrigin: z.string(),
  specialties: z.array(specialtySchema),
  therapyType: z.string().nullable(),
  age: z.string().nullable(),
  referral: z.string().nullable(),
});
/** A client profile. */
export type ClientProfile = z.infer<typeof clientProfileSchema>;

/** The profile the settings screen uses when none could be loaded (spec: country United States of America). */
export const EMPTY_CLIENT_PREFERENCES = {
  therapistGender: 'GENDER_NO_PREFERENCE',
  therapistOrientation: false,
  therapistLGBTQ: false,
  therapistCountryOfOrigin: DEFAULT_COUNTRY,
  specialties: [],
} as const;

/** `POST /api/clients/{id}` (create, 201; 409 if one exists) and `PUT /api/clients/{id}` (update) body. */
export const clientPreferencesRequestSchema = z.object({
  therapistCountryOfOrigin: countryNameSchema,
  therapistGender: genderPreferenceSchema,
  therapistOrientation: z.boolean({ error: 'selectionRequired' }),
  therapistLGBTQ: z.boolean({ error: 'selectionRequired' }),
  specialties: z.array(specialtySchema).max(20, { error: 'tooLong' }).default([]),
  therapyType: therapyTypeSchema.optional(),
  age: ageSchema.optional(),
  referral: referralSchema.optional(),
});
/** Client preferences body. */
export type ClientPreferencesRequest = z.infer<typeof clientPreferencesRequestSchema>;
