/** Shared field schemas (ids, e-mail, password, phone, urls) whose issues carry message keys from `messages.ts`. */
import { z } from 'zod';
import { findCountryByName } from './countries';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits';

/**
 * Standard e-mail address pattern, case-insensitive (spec section 5).
 * Local part, @, one or more dot-separated labels and a top-level domain of at least two letters.
 */
export const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.[a-z]{2,}$/i;

/** Phone number characters: digits, spaces, plus, dots, dashes and parentheses, 6 to 30 long. */
export const PHONE_PATTERN = /^\+?[0-9 ().-]{6,30}$/;

/** A database id (UUID). */
export const idSchema = z.uuid({ error: 'invalidId' });

/** Control characters refused in single-line text: C0 (tab and line breaks included), DEL and C1. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
/** Control characters refused in multi-line text: the same, except tab and line feed. */
const CONTROL_CHARACTERS_MULTILINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** Options of {@link text}. */
export type TextOptions = {
  /** Message key when the value is not a string (default `invalidValue`). */
  error?: string;
  /** Allow tab and line feed (free-text boxes such as "about" or an inquiry). */
  multiline?: boolean;
};

/**
 * The one base of every string a client sends (body, query, path): a string without control characters (NUL,
 * escape, DEL...; tab and line feed only when `multiline`), refused with `invalidCharacters` on the field.
 * PostgreSQL cannot store NUL, and no form of ours ever sends the others.
 */
export function text(opts: TextOptions = {}) {
  const refused = opts.multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS;
  return z.string({ error: opts.error ?? 'invalidValue' }).refine((v) => !refused.test(v), { error: 'invalidCharacters' });
}

/** A required, trimmed text of at most `max` characters. */
export function requiredText(max = 200, opts: Pick<TextOptions, 'multiline'> = {}) {
  return text({ ...opts, error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' });
}

/** An optional text (empty allowed) of at most `max` characters. */
export function optionalText(max = 200, opts: Pick<TextOptions, 'multiline'> = {}) {
  return text(opts).trim().max(max, { error: 'tooLong' });
}

/** A required, valid e-mail address (kept as typed; the server compares case-insensitively). */
export const emailSchema = text({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(254, { error: 'tooLong' })
  .regex(EMAIL_PATTERN, { error: 'invalidEmail' });

/** A required phone number. */
export const phoneSchema = text({ error: 'required' }).trim().min(1, { error: 'required' }).regex(PHONE_PATTERN, { error: 'invalidPhone' });

/** An optional phone number: empty string or a valid number. */
export const optionalPhoneSchema = text({ error: 'invalidPhone' })
  .trim()
  .refine((v) => v === '' || PHONE_PATTERN.test(v), { error: 'invalidPhone' });

/** A new password: required and at least {@link PASSWORD_MIN_LENGTH} characters. */
export const newPasswordSchema = text({ error: 'required' })
  .min(1, { error: 'required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' })
  .max(PASSWORD_MAX_LENGTH, { error: 'tooLong' });

/** The current password, asked before a change of the sign-in e-mail or of the password. */
export const currentPasswordSchema = z
  .string({ error: 'currentPasswordRequired' })
  .min(1, { error: 'currentPasswordRequired' })
  .max(200, { error: 'tooLong' });

/** An optional link or handle (social profiles): empty or at most 300 characters. */
export const optionalLinkSchema = optionalText(300);

/** An ISO 8601 date-time string with offset (as produced by `Date.prototype.toISOString`). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true, error: 'invalidDate' });

/**
 * A date-time the API answers with (ISO 8601, as `Date.prototype.toISOString` writes it). Documented as
 * `format: date-time` in the OpenAPI document; not re-checked on the way out (a CMS or Calendly time passes as sent).
 */
export const dateTimeText = () => z.string().meta({ format: 'date-time' });

/** A plain `{ message }` answer, used by calls whose success carries only a localized text. */
export const messageResponseSchema = z.object({
  /** Localized human-readable text. */
  message: z.string(),
});
/** A plain `{ message }` answer. */
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Path parameter `{id}` as a UUID. */
export const idParamsSchema = z.object({ id: idSchema });
/** Path parameters `{id}`. */
export type IdParams = z.infer<typeof idParamsSchema>;

/**
 * A country name: one of the stored English names of countries.ts, exactly. It lives here, not in countries.ts,
 * so a bundle that only lists countries (the kit's CountrySelect) does not pull zod (25 KiB gzip).
 */
export const countryNameSchema = text({ error: 'selectionRequired' })
  .min(1, { error: 'selectionRequired' })
  .refine((v) => findCountryByName(v)?.en === v, { error: 'invalidCountry' });

/**
 * Adds a "b must equal a" check reported on field `b` with message key `key`. It runs even when other
 * fields are invalid (as long as both are strings), so a form shows every problem at once.
 */
export function mustMatch<T extends z.ZodObject>(schema: T, a: string, b: string, key: string): T {
  return schema.refine((v: Record<string, unknown>) => v[a] === v[b], {
    error: key,
    path: [b],
    when: (payload) => {
      const v = payload.value as Record<string, unknown> | undefined;
      return typeof v?.[a] === 'string' && typeof v?.[b] === 'string';
    },
  }) as T;
}
