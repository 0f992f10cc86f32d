import type { Language } from '@aliento/contracts/enums';

function format(value: string | null | undefined, language: Language, options: Intl.DateTimeFormatOptions): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, options).format(date);
}

/**
 * A full date and time in the page's language and the user's time zone,
 * e.g. 'martes, 24 de noviembre de 2026, 15:00'. Null when the value is missing or not a date.
 */
export function formatFullDate(value: string | null | undefined, language: Language): string | null {
  return format(value, language, { dateStyle: 'full', timeStyle: 'short' });
}

/** A short date and time in the page's language and the user's time zone, e.g. '24 nov 2026, 15:00'. */
export function formatDateTime(value: string | null | undefined, language: Language): string | null {
  return format(value, language, { dateStyle: 'medium', timeStyle: 'short' });
}
