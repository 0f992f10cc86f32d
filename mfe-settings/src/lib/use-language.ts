import { useTranslation } from '@aliento/i18n';
import type { Language } from '@aliento/core';

/** The page language as the product understands it ('es' unless English). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'es';
}
