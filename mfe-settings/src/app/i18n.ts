import { registerNamespace } from '@aliento/i18n';
import { es } from './i18n-es';
import { en } from './i18n-en';

/** The settings remote's namespace 'settings': Spanish texts (the reference) in i18n-es.ts, English in i18n-en.ts. */
export const NS = 'settings';
registerNamespace(NS, { es, en });
