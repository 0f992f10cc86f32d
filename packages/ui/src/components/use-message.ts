import { useCallback } from 'react';
import { useTranslation } from '@aliento/i18n';
import { translateMessage } from '@aliento/contracts/messages';

/**
 * Translates a contracts message key (what the zod schemas put in their issues) into the page's language.
 * Use it for react-hook-form errors: `message(errors.email?.message)`.
 */
export function useMessage(): (key: string | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'es';
  return useCallback((key) => (key ? translateMessage(key, language) : undefined), [language]);
}
