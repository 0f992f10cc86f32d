/** Money and dates through Intl in the page's language (BRAND.md: "50 US$" / "$50"). */
import type { Language } from '@aliento/core';

const LOCALES: Record<Language, string> = { es: 'es', en: 'en-US' };

/** Whole US dollars from cents, without decimals when there are none. */
export function formatMoney(cents: number, language: Language): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** A long date ("14 de marzo de 2025" / "March 14, 2025") in the user's time zone. */
export function formatLongDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long' }).format(new Date(iso));
}
