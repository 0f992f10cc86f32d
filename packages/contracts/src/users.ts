/** Users: `GET /api/users/{id}` and `PUT /api/users/{id}/profile` (self or admin). */
import { z } from 'zod';
import { currentPasswordSchema, dateTimeText, emailSchema, idSchema, phoneSchema, requiredText } from './common';
import { languageSchema, roleSchema } from './enums';
import { therapistProfileSchema } from './therapists';

/** A user as returned by `GET /api/users/{id}` (with the therapist sub-object, null for non-therapists). */
export const userSchema = z.object({
  _id: idSchema,
  id: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  roles: z.array(roleSchema),
  /** Preferred language for e-mails. */
  language: languageSchema,
  /** Same meaning as the token claim: false only for therapists awaiting approval. */
  approved: z.boolean(),
  therapist: therapistProfileSchema.nullable(),
  createdAt: dateTimeText(),
});
/** A user. */
export type User = z.infer<typeof userSchema>;

/**
 * `PUT /api/users/{id}/profile` body (settings "Profile"). Answer: {@link userSchema}. A user changing their own
 * sign-in e-mail sends `currentPassword` too (400 naming it otherwise); an admin changing someone else's does not.
 */
export const updateProfileRequestSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailSchema,
  phoneNumber: phoneSchema,
  currentPassword: currentPasswordSchema.optional(),
});
/** `PUT /api/users/{id}/profile` body. */
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;
