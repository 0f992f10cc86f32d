import { registerNamespace } from '@aliento/i18n';

/**
 * The marketing remote's namespace. The landing's part of the catalogue is in i18n-es.ts (Spanish, the reference)
 * and i18n-en.ts; only the page language's file is downloaded, so the landing's JavaScript stays small in either
 * language. Each other page adds its own part (features/<page>/i18n.ts) when its chunk loads.
 */
export const NS = 'marketing';

registerNamespace(NS, {
  es: () => import('./i18n-es').then((m) => m.es),
  en: () => import('./i18n-en').then((m) => m.en),
});
