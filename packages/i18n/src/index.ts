/**
 * i18next set-up shared by the shell and every remote (one instance: i18next and react-i18next are federation
 * singletons). Spanish is the default and fallback; each remote registers its own namespace.
 */
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, type Language } from '@aliento/core';
import { commonEs } from './common-es';
import { commonEn } from './common-en';

export { commonEs, commonEn };
/**
 * The translation hook, as the shell and every remote import it: react-i18next lives inside this shared module,
 * so one instance serves everyone and only what the product uses ships (2 KiB instead of 10 KiB gzip).
 */
export { useTranslation } from 'react-i18next';

/** Initialises the shared instance once (synchronously) and returns it. */
export function initI18n(lng: Language = detectLanguage()): I18n {
  if (!i18next.isInitialized) {
    const resources: Resource = { es: { common: commonEs }, en: { common: commonEn } };
    void i18next.use(initReactI18next).init({
      resources,
      lng,
      fallbackLng: 'es',
      supportedLngs: ['es', 'en'],
      defaultNS: 'common',
      ns: ['common'],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
  } else if (i18next.language !== lng) {
    void i18next.changeLanguage(lng);
  }
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  return i18next;
}

/** Adds a remote's catalogue under its namespace (idempotent). */
export function registerNamespace(ns: string, catalogues: { es: object; en: object }): void {
  const instance = i18next.isInitialized ? i18next : initI18n();
  if (!instance.hasResourceBundle('es', ns)) instance.addResourceBundle('es', ns, catalogues.es, true, true);
  if (!instance.hasResourceBundle('en', ns)) instance.addResourceBundle('en', ns, catalogues.en, true, true);
}

/** Every leaf key path of a catalogue, for the es/en completeness tests. */
export function keyPaths(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object' && !Array.isArray(v) ? keyPaths(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  ).sort();
}

/** The active language as the app understands it. */
export function currentLanguage(): Language {
  return i18next.language === 'en' ? 'en' : 'es';
}

export { i18next };
