/**
 * The name of an appointment as its reader sees it: a built-in session's name in the reader's language ("Sesión
 * Aliento · 45 min" / "Aliento session · 45 min"), whatever language the list was loaded in; a Calendly event keeps
 * the name its therapist gave it.
 */
import { messages, translateMessage } from '@aliento/contracts/messages';
import type { Language } from '@aliento/contracts/enums';

const BUILT_IN_NAMES = new Set(Object.values(messages).map((catalogue) => catalogue.sessionName));

/** The page language as one of the product's two ('es' unless it is English). */
export function productLanguage(language: string): Language {
  return language.toLowerCase().startsWith('en') ? 'en' : 'es';
}

/** `name` for a reader of `language`; null or empty stays empty (the caller names it 'Therapy session'). */
export function appointmentName(name: string | null | undefined, language: string): string {
  if (!name) return '';
  return BUILT_IN_NAMES.has(name) ? translateMessage('sessionName', productLanguage(language)) : name;
}
