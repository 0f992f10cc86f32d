/** Money and dates through Intl in the page's language (BRAND.md: "50 US$" / "$50"). */
import { useTranslation } from '@aliento/i18n';

export type PageLanguage = 'es' | 'en';

/** The active page language as this remote understands it. */
export function usePageLanguage(): PageLanguage {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'es';
}

const LOCALES: Record<PageLanguage, string> = { es: 'es', en: 'en-US' };

/** Whole US dollars from cents, without decimals when there are none. */
export function formatMoney(cents: number, language: PageLanguage): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}

/** A long date ("14 de marzo de 2025" / "March 14, 2025") in the user's time zone. */
export function formatLongDate(iso: string, language: PageLanguage): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long' }).format(new Date(iso));
}
