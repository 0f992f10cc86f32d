import { useTranslation } from './use-translation';
import type { Language } from '@aliento/core';

/** The page's language as the product understands it ('es' unless English is active). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'es';
}
