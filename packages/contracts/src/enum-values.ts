/**
 * Enumerations of the product (spec section 3): codes are the stored and transmitted values. No zod here, so a
 * screen that only lists the codes does not load it; their schemas are in enums.ts, which re-exports these.
 */

/** User roles carried in the token and on the user record. */
export const ROLES = ['ROLE_CLIENT', 'ROLE_THERAPIST', 'ROLE_ADMIN'] as const;
/** A user role. */
export type Role = (typeof ROLES)[number];

/** Self-registration roles offered by the wizard (spec: client or provider). */
export const REGISTRATION_ROLES = ['client', 'provider'] as const;
/** A self-registration role. */
export type RegistrationRole = (typeof REGISTRATION_ROLES)[number];

/** Therapist specialty codes. */
export const SPECIALTIES = [
  'ADDICTION_COPING',
  'ADHD_FOCUS',
  'ANGER_MANAGEMENT',
  'ANXIETY',
  'STRESS',
  'BIPOLAR_DISORDER',
  'COUPLES_THERAPY',
  'DEPRESSION',
  'FAMILY_CONFLICTS',
  'GRIEF_LOSS_COPING',
  'INTIMACY_ISSUES',
  'MOTIVATION_SELF_ESTEEM',
  'PARENTING_ISSUES',
  'RELATIONSHIPS',
  'SLEEPING_DISORDERS',
] as const;
/** A specialty code. */
export type Specialty = (typeof SPECIALTIES)[number];

/** Plan codes (prices and credits live in `plans.ts`). */
export const PLAN_CODES = ['PLAN_FREE', 'PLAN_ONE', 'PLAN_COUPLES', 'PLAN_FOUR', 'PLAN_TEN'] as const;
/** A plan code. */
export type PlanCode = (typeof PLAN_CODES)[number];
/** Plans that can be bought by card (every plan but the free one). */
export const PURCHASABLE_PLAN_CODES = ['PLAN_ONE', 'PLAN_COUPLES', 'PLAN_FOUR', 'PLAN_TEN'] as const;
/** A plan code that can be bought. */
export type PurchasablePlanCode = (typeof PURCHASABLE_PLAN_CODES)[number];

/** Therapy types offered in the client wizard. */
export const THERAPY_TYPES = ['THERAPY_FOR_SELF', 'THERAPY_FOR_COUPLES'] as const;
/** A therapy type. */
export type TherapyType = (typeof THERAPY_TYPES)[number];

/** Age ranges offered in the client wizard. */
export const AGES = ['AGE_12_OR_UNDER', 'AGE_12_17', 'AGE_18_34', 'AGE_35_55', 'AGE_55_65', 'AGE_65_PLUS'] as const;
/** An age range. */
export type Age = (typeof AGES)[number];

/** How the client heard about the product. */
export const REFERRALS = ['REFERRAL_FACEBOOK', 'REFERRAL_INSTAGRAM', 'REFERRAL_GOOGLE', 'REFERRAL_WORD_OF_MOUTH', 'REFERRAL_OTHER'] as const;
/** A referral source. */
export type Referral = (typeof REFERRALS)[number];

/** A client's preferred therapist gender. */
export const GENDER_PREFERENCES = ['GENDER_MALE', 'GENDER_FEMALE', 'GENDER_NO_PREFERENCE'] as const;
/** A gender preference. */
export type GenderPreference = (typeof GENDER_PREFERENCES)[number];

/** A therapist's own gender (the directory filters on male and female). */
export const THERAPIST_GENDERS = ['GENDER_MALE', 'GENDER_FEMALE'] as const;
/** A therapist gender. */
export type TherapistGender = (typeof THERAPIST_GENDERS)[number];

/** Gender values of the provider intake form (displayed Male, Female, Prefer not to say). */
export const INTAKE_GENDERS = ['Male', 'Female', 'No'] as const;
/** An intake gender value. */
export type IntakeGender = (typeof INTAKE_GENDERS)[number];

/** Supported languages: Spanish is the default and fallback. */
export const LANGUAGES = ['es', 'en'] as const;
/** A supported language. */
export type Language = (typeof LANGUAGES)[number];

/**
 * Status of the refund decision attached to a cancellation request (ARCHITECTURE section 5):
 * NONE (no request), PENDING (waits for an admin), AUTO_REFUNDED (24 h notice, credit returned by policy),
 * REFUNDED (admin accepted, credit returned), CARD_REFUNDED (admin accepted and refunded the session's price to the
 * card; the credit stays spent), DECLINED (admin declined, credit stays spent).
 */
export const REFUND_STATUSES = ['NONE', 'PENDING', 'AUTO_REFUNDED', 'REFUNDED', 'CARD_REFUNDED', 'DECLINED'] as const;
/** A refund status. */
export type RefundStatus = (typeof REFUND_STATUSES)[number];
