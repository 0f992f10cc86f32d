import type { Language } from '@aliento/contracts/enums';

/**
 * A full date and time in the page's language and the user's time zone,
 * e.g. 'martes, 24 de noviembre de 2026, 15:00'. Null when the value is missing or not a date.
 */
export function formatFullDate(value: string | null | undefined, language: Language): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(date);
}
