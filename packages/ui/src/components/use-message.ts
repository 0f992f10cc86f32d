import { useCallback } from 'react';
import { useLanguage } from '@aliento/i18n';
import { translateMessage } from '@aliento/contracts/messages';

/**
 * Translates a contracts message key (what the zod schemas put in their issues) into the page's language.
 * Use it for react-hook-form errors: `message(errors.email?.message)`.
 */
export function useMessage(): (key: string | undefined) => string | undefined {
  const language = useLanguage();
  return useCallback((key) => (key ? translateMessage(key, language) : undefined), [language]);
}
