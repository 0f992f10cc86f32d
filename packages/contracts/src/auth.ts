/** Authentication calls: login, register (client and provider wizards), forgot and reset password, token claims. */
import { z } from 'zod';
import {
  countryNameSchema,
  emailSchema,
  idSchema,
  newPasswordSchema,
  optionalLinkSchema,
  optionalText,
  phoneSchema,
  requiredText,
  text,
} from './common';
import { ageSchema, genderPreferenceSchema, referralSchema, roleSchema, specialtySchema, therapistGenderSchema, therapyTypeSchema } from './enums';
import { mustMatch } from './common';

/** Lifetime of a password-reset token, in minutes. */
export const RESET_TOKEN_TTL_MINUTES = 60;

// ---------------------------------------------------------------- token

/** Claims of the access token (spec: id, email, firstName, lastName, roles, approved) plus `ver`, `iat`, `exp`. */
export const tokenClaimsSchema = z.object({
  /** User id. */
  id: idSchema,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(roleSchema),
  /** True for clients and admins; for therapists, whether an admin approved them. */
  approved: z.boolean(),
  /** Token version: bumped on password or role change to invalidate older tokens. */
  ver: z.number().int(),
  /** The session (sign-in) the token belongs to; signing out ends it on the server. */
  sid: idSchema,
  /** Whether the sign-in e-mail is verified (the free first session waits for it). */
  emailVerified: z.boolean(),
  iat: z.number().int(),
  exp: z.number().int(),
});
/** Decoded token claims. */
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

// ---------------------------------------------------------------- login

/** `POST /api/login` body. */
export const loginRequestSchema = z.object({
  email: emailSchema,
  password: text({ error: 'required' }).min(1, { error: 'required' }).max(200, { error: 'tooLong' }),
});
/** `POST /api/login` body. */
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * `POST /api/login` 200 answer. An unapproved therapist also gets a token (with `approved: false`) plus the
 * under-review `message`; the browser stores the token only when `approved` is true.
 */
export const loginResponseSchema = z.object({
  token: z.string(),
  approved: z.boolean(),
  /** Present when the account is under review ('Account is currently under review.', localized). */
  message: z.string().optional(),
});
/** `POST /api/login` 200 answer. */
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// ---------------------------------------------------------------- forgot / reset

/** `POST /api/forgot-password` body. The answer (200, `{ message }`) is the same whether the e-mail exists or not. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
/** `POST /api/forgot-password` body. */
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** `POST /api/reset-password` body: the token from the link's `?token=` and the new password. 200 `{ message }`. */
export const resetPasswordRequestSchema = z.object({
  resetPasswordToken: requiredText(200),
  password: newPasswordSchema,
});
/** `POST /api/reset-password` body. */
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** The sign-in page's reset form: new password and confirmation ('Must match initial password'). */
export const resetPasswordFormSchema = mustMatch(
  z.object({
    password: newPasswordSchema,
    confirmPassword: text({ error: 'required' }).min(1, { error: 'required' }),
  }),
  'password',
  'confirmPassword',
  'mustMatchInitialPassword',
);
/** The sign-in page's reset form values. */
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

// ---------------------------------------------------------------- register

/** Account details shared by both wizards (step "account details"). */
export const accountDetailsShape = {
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailSchema,
  phoneNumber: phoneSchema,
  password: newPasswordSchema,
  confirmPassword: text({ error: 'required' }).min(1, { error: 'required' }),
};

/** The registration account step on its own (both roles), with 'must match initial password'. */
export const accountDetailsSchema = mustMatch(z.object(accountDetailsShape), 'password', 'confirmPassword', 'registrationMustMatchInitialPassword');
/** The registration account step values. */
export type AccountDetails = z.infer<typeof accountDetailsSchema>;

/** Client wizard step 1: therapy type, age range, referral source. */
export const clientStepOneSchema = z.object({
  therapyType: therapyTypeSchema,
  age: ageSchema,
  referral: referralSchema,
});

/** Client wizard step 3: therapist preferences (orientation: believer true; LGBTQ: yes true). */
export const clientStepThreeSchema = z.object({
  therapistGender: genderPreferenceSchema,
  therapistLGBTQ: z.boolean({ error: 'selectionRequired' }),
  therapistOrientation: z.boolean({ error: 'selectionRequired' }),
  therapistCountryOfOrigin: countryNameSchema,
});

/** Provider wizard step 2: about the therapist (no validation in the spec beyond types). */
export const providerStepTwoSchema = z.object({
  gender: therapistGenderSchema.optional(),
  orientation: z.boolean({ error: 'selectionRequired' }).optional(),
  LGBTQ: z.boolean({ error: 'selectionRequired' }).optional(),
  therapistCountryOfOrigin: countryNameSchema.optional(),
  selectedSpecialties: z.array(specialtySchema).max(20, { error: 'tooLong' }).default([]),
  certifications: optionalText(2000, { multiline: true }).optional(),
});

/** Provider wizard step 3: contact and social links (whatsapp required). */
export const providerStepThreeSchema = z.object({
  whatsapp: phoneSchema,
  facebook: optionalLinkSchema.optional(),
  instagram: optionalLinkSchema.optional(),
  twitter: optionalLinkSchema.optional(),
  linkedin: optionalLinkSchema.optional(),
});

/** `POST /api/register` body for a client (`role: 'client'`). */
export const registerClientRequestSchema = mustMatch(
  z.object({
    role: z.literal('client'),
    ...clientStepOneSchema.shape,
    ...accountDetailsShape,
    ...clientStepThreeSchema.shape,
  }),
  'password',
  'confirmPassword',
  'registrationMustMatchInitialPassword',
);
/** `POST /api/register` body for a client. */
export type RegisterClientRequest = z.infer<typeof registerClientRequestSchema>;

/** `POST /api/register` body for a provider (`role: 'provider'`); the therapist starts unapproved. */
export const registerProviderRequestSchema = mustMatch(
  z.object({
    role: z.literal('provider'),
    ...accountDetailsShape,
    ...providerStepTwoSchema.shape,
    ...providerStepThreeSchema.shape,
  }),
  'password',
  'confirmPassword',
  'registrationMustMatchInitialPassword',
);
/** `POST /api/register` body for a provider. */
export type RegisterProviderRequest = z.infer<typeof registerProviderRequestSchema>;

/** `POST /api/register` body: either wizard, told apart by `role`. Send `X-Language` so mails use it. */
export const registerRequestSchema = z.discriminatedUnion('role', [registerClientRequestSchema, registerProviderRequestSchema], {
  error: 'selectionRequired',
});
/** `POST /api/register` body. */
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** `POST /api/register` 201 answer. */
export const registerResponseSchema = z.object({
  message: z.string(),
  id: idSchema,
  roles: z.array(roleSchema),
  approved: z.boolean(),
});
/** `POST /api/register` 201 answer. */
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
