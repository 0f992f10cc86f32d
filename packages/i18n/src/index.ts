/**
 * i18next set-up shared by the shell and every remote (one instance: i18next and react-i18next are federation
 * singletons). Spanish is the default and fallback; each remote registers its own namespace.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { detectLanguage, type Language } from '@aliento/core';

export type { CommonCatalogue } from './common-es';
/**
 * The translation hook, as the shell and every remote import it: react-i18next lives inside this shared module,
 * so one instance serves everyone and only what the product uses ships (2 KiB instead of 10 KiB gzip). A screen
 * re-renders when texts of its own namespaces arrive (use-translation.ts).
 */
export { useTranslation } from './use-translation';
export { useLanguage } from './use-language';

/**
 * A catalogue, or a function that loads it. A language's texts given as a loader are fetched only when that
 * language is the page's (a language switch reloads the page), so a Spanish reader downloads no English texts, and
 * an English reader no Spanish ones where both are loaders (if the English texts fail, the Spanish ones are fetched).
 */
export type CatalogueSource = object | (() => Promise<object>);

interface Loader {
  lng: Language;
  ns: string;
  load: () => Promise<object>;
  started?: Promise<void>;
}

const loaders: Loader[] = [];
const pending = new Set<Promise<void>>();

function start(loader: Loader): void {
  if (loader.started) return;
  const started = loader
    .load()
    .then((texts) => void i18next.addResourceBundle(loader.lng, loader.ns, texts, true, true))
    .catch((error: unknown) => {
      // The Spanish texts (the fallback language) show instead; a later call may try again.
      loader.started = undefined;
      console.error(`[i18n] could not load the ${loader.lng} texts of ${loader.ns}`, error);
      if (loader.lng !== 'es') startLoaders('es', loader.ns);
    })
    .finally(() => pending.delete(started));
  loader.started = started;
  pending.add(started);
}

/** Starts the loaders of one language (of one namespace, if given). */
function startLoaders(lng: Language, ns?: string): void {
  for (const loader of loaders) if (loader.lng === lng && (ns === undefined || loader.ns === ns)) start(loader);
}

/** Initialises the shared instance once (synchronously) and returns it. */
export function initI18n(lng: Language = detectLanguage()): I18n {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: {},
      lng,
      fallbackLng: 'es',
      supportedLngs: ['es', 'en'],
      defaultNS: 'common',
      ns: ['common'],
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      // Screens re-render when texts of their namespaces arrive: use-translation.ts listens for them.
      react: { bindI18nStore: '' },
    });
    // Only the page language's common texts are downloaded (a language switch reloads the page).
    registerNamespace('common', {
      es: () => import('./common-es').then((m) => m.commonEs),
      en: () => import('./common-en').then((m) => m.commonEn),
    });
  } else if (i18next.language !== lng) {
    void i18next.changeLanguage(lng);
  }
  startLoaders(lng);
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  return i18next;
}

/**
 * Adds texts to a namespace (idempotent, merged key by key): a remote registers its catalogue at start-up, and a
 * lazily loaded page can add its own part when its chunk arrives. Either language may be given as a loader.
 */
export function registerNamespace(ns: string, catalogues: Record<Language, CatalogueSource>): void {
  const instance = i18next.isInitialized ? i18next : initI18n();
  for (const lng of ['es', 'en'] as const) {
    const source = catalogues[lng];
    if (typeof source !== 'function') {
      instance.addResourceBundle(lng, ns, source, true, true);
      continue;
    }
    if (loaders.some((l) => l.ns === ns && l.lng === lng && l.load === source)) continue;
    const loader: Loader = { lng, ns, load: source as () => Promise<object> };
    loaders.push(loader);
    if (currentLanguage() === lng) start(loader);
  }
}

/** Resolves once the page language's texts that load on demand have arrived (or failed: Spanish then shows). */
export async function cataloguesReady(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}

/**
 * Starts every language's loaders and resolves when their texts have arrived: for tests, which render screens in
 * either language at once, without waiting for texts.
 */
export async function loadEveryLanguage(): Promise<void> {
  for (const loader of loaders) start(loader);
  await cataloguesReady();
}

/** Every leaf key path of a catalogue, for the es/en completeness tests. */
export function keyPaths(obj: object, prefix = ''): string[] {
  return Object.entries(obj)
    .flatMap(([k, v]) => (v && typeof v === 'object' && !Array.isArray(v) ? keyPaths(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]))
    .sort();
}

/** The active language as the app understands it. */
export function currentLanguage(): Language {
  return i18next.language === 'en' ? 'en' : 'es';
}

export { i18next };
