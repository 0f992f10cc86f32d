import { registerNamespace } from '@aliento/i18n';
import { es } from './i18n-es';
import { en } from './i18n-en';

/**
 * The checkout's namespace 'checkout': Spanish texts (the reference) in i18n-es.ts, English in i18n-en.ts. Each remote
 * that opens the checkout bundles it; registering the same texts again is harmless (merged key by key).
 */
export const NS = 'checkout';
registerNamespace(NS, { es, en });
