/** The page language: stored under `lng`, else detected from the browser; Spanish is default and fallback. */
import { page } from './page';

export type Language = 'es' | 'en';
export const LANGUAGES: readonly Language[] = ['es', 'en'];
export const LANGUAGE_STORAGE_KEY = 'lng';

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
}

/** The active language: the stored choice if valid, else the first browser language ('es' wins, 'en' if English), else 'es'. */
export function detectLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (stored === 'es' || stored === 'en') return stored;
  } catch {
    // storage blocked (private mode): fall through to detection
  }
  const first = (browserLanguages()[0] ?? '').toLowerCase();
  if (first.includes('es')) return 'es';
  if (first.startsWith('en')) return 'en';
  return 'es';
}

/** Stores the choice and reloads the page, as the spec asks. */
export function setLanguage(lng: Language, reload: () => void = () => page.reload()): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // ignore: the reload will use detection
  }
  reload();
}

/** The header value the API expects. */
export function languageHeader(lng: Language = detectLanguage()): string {
  return lng;
}
