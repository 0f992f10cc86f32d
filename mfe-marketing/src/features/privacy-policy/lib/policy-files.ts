/** The privacy policy, one document per language: a reader opens only their own (make-privacy-policy.mjs writes them). */
import type { Language } from '@aliento/core';
import policyEn from '../../../assets/privacy-policy-en.pdf';
import policyEs from '../../../assets/privacy-policy-es.pdf';

const FILES: Record<Language, string> = { es: policyEs, en: policyEn };

export function policyFileFor(language: Language): string {
  return FILES[language];
}
