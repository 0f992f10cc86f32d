/** Account mails (verification, sign-in lock, e-mail change), in the recipient's language. */
import type { Language } from '@aliento/contracts/enums';
import { layout, type RenderedMail } from './templates';
import { mailTexts } from './texts/catalogue';

/** Welcome for a new client, with the link that confirms the address and unlocks the free first session. */
export function welcomeVerifyMail(lang: Language, p: { firstName: string; link: string; hours: number }): RenderedMail {
  const t = mailTexts(lang).welcomeVerify;
  return { subject: t.subject, ...layout(lang, [mailTexts(lang).greeting(p.firstName), ...t.body(p)], { href: p.link, label: t.button }) };
}

/** A new verification link (asked for again, or for a changed sign-in address). */
export function verifyEmailMail(lang: Language, p: { firstName: string; link: string; hours: number }): RenderedMail {
  const t = mailTexts(lang).verifyEmail;
  return { subject: t.subject, ...layout(lang, [mailTexts(lang).greeting(p.firstName), ...t.body(p)], { href: p.link, label: t.button }) };
}

/** To the owner of an account locked after several wrong passwords. */
export function signinLockedMail(lang: Language, p: { firstName: string; minutes: number; link: string }): RenderedMail {
  const t = mailTexts(lang).signinLocked;
  return { subject: t.subject, ...layout(lang, [mailTexts(lang).greeting(p.firstName), ...t.body(p)], { href: p.link, label: t.button }) };
}

/** To the old address after the sign-in e-mail changed. */
export function emailChangedMail(lang: Language, p: { firstName: string; newEmail: string }): RenderedMail {
  const t = mailTexts(lang).emailChanged;
  return { subject: t.subject, ...layout(lang, [mailTexts(lang).greeting(p.firstName), ...t.body(p)]) };
}
