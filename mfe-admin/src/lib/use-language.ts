import { useTranslation } from '@aliento/i18n';
import type { Language } from '@aliento/contracts/enums';

/** The page's language as the product understands it ('es' unless English). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'es';
}
