/** Provider application (intake) form: `POST /api/intake` (public, rate-limited). */
import { z } from 'zod';
import { countryNameSchema, emailSchema, phoneSchema, requiredText, text } from './common';
import { DEFAULT_COUNTRY } from './countries';
import { intakeGenderSchema } from './enums';
import { MIN_YEARS_OF_EXPERIENCE } from './limits';

export { MIN_YEARS_OF_EXPERIENCE } from './limits';

/** `POST /api/intake` body, also the form schema (confirmEmail is sent and checked). Answer 201 `{ message }`. */
export const intakeRequestSchema = z
  .object({
    firstName: requiredText(100),
    lastName: requiredText(100),
    email: emailSchema,
    confirmEmail: emailSchema,
    phoneNumber: phoneSchema,
    whatsAppNumber: phoneSchema,
    nationality: countryNameSchema.default(DEFAULT_COUNTRY),
    gender: intakeGenderSchema,
    yearsOfExperience: z
      .number({ error: 'yearsRequired' })
      .int({ error: 'invalidNumber' })
      .min(MIN_YEARS_OF_EXPERIENCE, { error: 'minYears' })
      .max(80, { error: 'invalidNumber' }),
    areaOfSpecialty: text({ error: 'areaOfSpecialtyRequired', multiline: true })
      .trim()
      .min(1, { error: 'areaOfSpecialtyRequired' })
      .max(2000, { error: 'tooLong' }),
    certifications: text({ error: 'certificationsRequired', multiline: true })
      .trim()
      .min(1, { error: 'certificationsRequired' })
      .max(2000, { error: 'tooLong' }),
    consent: z.literal(true, { error: 'consentRequired' }),
    /** Willing to see individuals. */
    individuals: z.boolean().default(false),
    /** Willing to see couples. */
    couples: z.boolean().default(false),
    /** Willing to see groups. */
    groups: z.boolean().default(false),
  })
  .refine((v) => v.email.toLowerCase() === v.confirmEmail.toLowerCase(), {
    error: 'emailsDoNotMatch',
    path: ['confirmEmail'],
    when: (p) => {
      const v = p.value as Record<string, unknown> | undefined;
      return typeof v?.email === 'string' && typeof v?.confirmEmail === 'string';
    },
  });
/** `POST /api/intake` body. */
export type IntakeRequest = z.infer<typeof intakeRequestSchema>;
/** Intake form values before defaults apply. */
export type IntakeFormInput = z.input<typeof intakeRequestSchema>;
