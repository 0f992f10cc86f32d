/**
 * Therapist profiles. Every therapist id in the API (`{id}` paths, `_id`, favourites, appointments) is the
 * therapist's USER id; `user` repeats it for the spec's shape.
 */
import { z } from 'zod';
import { countryNameSchema, idSchema, optionalLinkSchema, optionalText } from './common';
import { specialtySchema, therapistGenderSchema } from './enums';

/**
 * A therapist profile as returned by the API (directory card, detail page, settings, user sub-object). The private
 * contact field (`whatsapp`) is present only for the therapist themself and admins; clients and other therapists
 * get the public profile ({@link therapistPublicProfileSchema}).
 */
export const therapistProfileSchema = z.object({
  _id: idSchema,
  user: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  therapistGender: therapistGenderSchema.nullable(),
  therapistLGBTQ: z.boolean(),
  therapistOrientation: z.boolean(),
  therapistCountryOfOrigin: z.string(),
  specialties: z.array(specialtySchema),
  certifications: z.string(),
  /** Years of experience (default 1). */
  experience: z.number().int(),
  /** About text in the request's language (falls back to the other language). */
  about: z.string(),
  /** About text in both languages. */
  aboutI18n: z.object({ es: z.string(), en: z.string() }),
  /** Scheduling (Calendly) username; empty when the built-in scheduler is used. */
  calendly: z.string(),
  facebook: z.string(),
  linkedin: z.string(),
  instagram: z.string(),
  twitter: z.string(),
  /** Private: only in the therapist's own and admins' answers. */
  whatsapp: z.string().optional(),
  /** File name served at `/uploads/images/<name>`, or null (the front end shows a placeholder by gender). */
  profileImage: z.string().nullable(),
  /** Whether an admin approved the therapist (only approved ones appear in the directory). */
  approved: z.boolean(),
});
/** A therapist profile. */
export type TherapistProfile = z.infer<typeof therapistProfileSchema>;

/** What every signed-in user may see of an approved therapist: the profile without private contact fields. */
export const therapistPublicProfileSchema = therapistProfileSchema.omit({ whatsapp: true });
/** A therapist's public profile. */
export type TherapistPublicProfile = z.infer<typeof therapistPublicProfileSchema>;

/** `GET /api/therapists?approved=true` query. Only admins may list unapproved therapists. */
export const therapistListQuerySchema = z.object({
  approved: z.enum(['true', 'false'], { error: 'invalidValue' }).optional(),
});
/** `GET /api/therapists` query. */
export type TherapistListQuery = z.infer<typeof therapistListQuerySchema>;

/** `GET /api/therapists` answer: public profiles only (admins read private fields through the user routes). */
export const therapistListResponseSchema = z.array(therapistPublicProfileSchema);
/** `GET /api/therapists` answer. */
export type TherapistListResponse = z.infer<typeof therapistListResponseSchema>;

/** Editable therapist fields (settings "Therapist profile"); every field optional = partial update. */
export const therapistPreferencesShape = {
  calendly: optionalText(200).optional(),
  facebook: optionalLinkSchema.optional(),
  linkedin: optionalLinkSchema.optional(),
  instagram: optionalLinkSchema.optional(),
  twitter: optionalLinkSchema.optional(),
  whatsapp: optionalText(30).optional(),
  therapistGender: therapistGenderSchema.optional(),
  therapistLGBTQ: z.boolean({ error: 'selectionRequired' }).optional(),
  therapistOrientation: z.boolean({ error: 'selectionRequired' }).optional(),
  therapistCountryOfOrigin: countryNameSchema.optional(),
  specialties: z.array(specialtySchema).max(20, { error: 'tooLong' }).optional(),
  certifications: optionalText(2000, { multiline: true }).optional(),
  /** About text; stored in the language of the request (`X-Language`). */
  about: optionalText(5000, { multiline: true }).optional(),
  experience: z.number({ error: 'invalidNumber' }).int({ error: 'invalidNumber' }).min(0).max(80).optional(),
};

/** `PUT /api/therapists/{id}` body (the therapist themself or an admin). Answer: {@link therapistProfileSchema}. */
export const updateTherapistRequestSchema = z.object(therapistPreferencesShape);
/** `PUT /api/therapists/{id}` body. */
export type UpdateTherapistRequest = z.infer<typeof updateTherapistRequestSchema>;
