/** Picks the mails' text catalogue by the recipient's language (Spanish unless English). */
import type { Language } from '@aliento/contracts/enums';
import { en } from './en';
import { es, type MailTexts } from './es';

/** The texts of mails to someone who reads `lang`. */
export function mailTexts(lang: Language): MailTexts {
  return lang === 'en' ? en : es;
}
