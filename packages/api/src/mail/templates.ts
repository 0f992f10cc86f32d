/** E-mail templates in Spanish and English: the layout, and the mails whose texts come from the recipient's catalogue. */
import type { Language } from '@aliento/contracts/enums';
import { mailTexts } from './texts/catalogue';

/** A rendered mail. */
export type RenderedMail = { subject: string; text: string; html: string };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Wraps paragraphs (and an optional button link) into text and simple HTML. */
export function layout(lang: Language, paragraphs: string[], link?: { href: string; label: string }): { text: string; html: string } {
  const signature = mailTexts(lang).signature;
  const text = [...paragraphs, ...(link ? [`${link.label}: ${link.href}`] : []), '', signature].join('\n\n');
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${link ? `<p><a href="${escapeHtml(link.href)}" style="background:#0f766e;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>` : ''}
<p>${escapeHtml(signature)}</p></body></html>`;
  return { text, html };
}

/**
 * Adds a plain link (under the main button, above the signature) to a mail made by {@link layout}: used for the
 * link to an appointment in the app, which every appointment mail carries besides its own button.
 */
export function appendLink(mail: RenderedMail, lang: Language, link: { href: string; label: string }): RenderedMail {
  const signature = mailTexts(lang).signature;
  const textEnd = `\n\n${signature}`;
  const htmlEnd = `<p>${escapeHtml(signature)}</p></body></html>`;
  if (!mail.text.endsWith(textEnd) || !mail.html.endsWith(htmlEnd)) throw new Error('appendLink needs a mail made by layout()');
  return {
    subject: mail.subject,
    text: `${mail.text.slice(0, -textEnd.length)}\n\n${link.label}: ${link.href}${textEnd}`,
    html: `${mail.html.slice(0, -htmlEnd.length)}<p><a href="${escapeHtml(link.href)}" style="color:#0f766e">${escapeHtml(link.label)}</a></p>\n${htmlEnd}`,
  };
}

/** Password reset link (forgot password or sent by an admin). */
export function passwordResetMail(lang: Language, p: { firstName: string; link: string; minutes: number }): RenderedMail {
  const t = mailTexts(lang);
  return {
    subject: t.passwordReset.subject,
    ...layout(lang, [t.greeting(p.firstName), ...t.passwordReset.body(p)], { href: p.link, label: t.passwordReset.button }),
  };
}

/** Welcome mail for a new client (with the free first session). */
export function welcomeClientMail(lang: Language, p: { firstName: string; link: string }): RenderedMail {
  const t = mailTexts(lang);
  return { subject: t.welcomeClient.subject, ...layout(lang, [t.greeting(p.firstName), ...t.welcomeClient.body], { href: p.link, label: t.signIn }) };
}

/** Mail to a new provider whose account waits for approval. */
export function welcomeProviderMail(lang: Language, p: { firstName: string }): RenderedMail {
  const t = mailTexts(lang);
  return { subject: t.welcomeProvider.subject, ...layout(lang, [t.greeting(p.firstName), ...t.welcomeProvider.body]) };
}

/** Notice that the password was changed (sent after a reset). */
export function passwordChangedMail(lang: Language, p: { firstName: string }): RenderedMail {
  const t = mailTexts(lang);
  return { subject: t.passwordChanged.subject, ...layout(lang, [t.greeting(p.firstName), ...t.passwordChanged.body]) };
}

/** Mail telling a therapist their account was approved. */
export function therapistApprovedMail(lang: Language, p: { firstName: string; link: string }): RenderedMail {
  const t = mailTexts(lang);
  return {
    subject: t.therapistApproved.subject,
    ...layout(lang, [t.greeting(p.firstName), ...t.therapistApproved.body], { href: p.link, label: t.signIn }),
  };
}
