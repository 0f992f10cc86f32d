import { useTranslation } from '@aliento/i18n';
import type { Language } from '@aliento/contracts/enums';

/** The page's language as the product knows it ('es' unless English is active). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'es';
}
