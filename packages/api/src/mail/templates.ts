/** E-mail templates in Spanish and English, chosen by the recipient's language. */
import type { Language } from '@aliento/contracts/enums';

/** A rendered mail. */
export type RenderedMail = { subject: string; text: string; html: string };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** Wraps paragraphs (and an optional button link) into text and simple HTML. */
export function layout(lang: Language, paragraphs: string[], link?: { href: string; label: string }): { text: string; html: string } {
  const signature = lang === 'en' ? 'The Aliento team' : 'El equipo de Aliento';
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
  const signature = lang === 'en' ? 'The Aliento team' : 'El equipo de Aliento';
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
  if (lang === 'en') {
    return {
      subject: 'Reset your Aliento password',
      ...layout(
        lang,
        [
          `Hi ${p.firstName},`,
          `We received a request to reset your password. The link below works once and expires in ${p.minutes} minutes.`,
          'If you did not ask for this, you can ignore this message: your password stays the same.',
        ],
        { href: p.link, label: 'Reset password' },
      ),
    };
  }
  return {
    subject: 'Restablece tu contraseña de Aliento',
    ...layout(
      lang,
      [
        `Hola ${p.firstName}:`,
        `Recibimos una solicitud para restablecer tu contraseña. El enlace funciona una sola vez y vence en ${p.minutes} minutos.`,
        'Si no lo pediste, ignora este mensaje: tu contraseña no cambia.',
      ],
      { href: p.link, label: 'Restablecer contraseña' },
    ),
  };
}

/** Welcome mail for a new client (with the free first session). */
export function welcomeClientMail(lang: Language, p: { firstName: string; link: string }): RenderedMail {
  if (lang === 'en') {
    return {
      subject: 'Welcome to Aliento',
      ...layout(
        lang,
        [
          `Hi ${p.firstName},`,
          'Welcome to Aliento! Your account is ready and your first 45-minute session is free.',
          'Browse our therapists, choose the one you connect with and book when it suits you.',
        ],
        { href: p.link, label: 'Sign in' },
      ),
    };
  }
  return {
    subject: 'Te damos la bienvenida a Aliento',
    ...layout(
      lang,
      [
        `Hola ${p.firstName}:`,
        '¡Bienvenido a Aliento! Tu cuenta está lista y tu primera sesión de 45 minutos es gratis.',
        'Explora nuestros terapeutas, elige con quién conectas y agenda cuando te convenga.',
      ],
      { href: p.link, label: 'Iniciar sesión' },
    ),
  };
}

/** Mail to a new provider whose account waits for approval. */
export function welcomeProviderMail(lang: Language, p: { firstName: string }): RenderedMail {
  if (lang === 'en') {
    return {
      subject: 'We received your Aliento provider account',
      ...layout(lang, [
        `Hi ${p.firstName},`,
        'Thank you for joining Aliento. Your account is currently under review; we will contact you within 24 hours.',
        'Once approved you can sign in, complete your profile and start seeing clients.',
      ]),
    };
  }
  return {
    subject: 'Recibimos tu cuenta de terapeuta en Aliento',
    ...layout(lang, [
      `Hola ${p.firstName}:`,
      'Gracias por unirte a Aliento. Tu cuenta está en revisión; te contactaremos pronto.',
      'Cuando la aprobemos podrás iniciar sesión, completar tu perfil y empezar a atender.',
    ]),
  };
}

/** Notice that the password was changed (sent after a reset). */
export function passwordChangedMail(lang: Language, p: { firstName: string }): RenderedMail {
  if (lang === 'en') {
    return {
      subject: 'Your Aliento password was changed',
      ...layout(lang, [`Hi ${p.firstName},`, 'Your password was just changed. If this was not you, reset it now or write to us.']),
    };
  }
  return {
    subject: 'Tu contraseña de Aliento cambió',
    ...layout(lang, [`Hola ${p.firstName}:`, 'Tu contraseña acaba de cambiar. Si no fuiste tú, restablécela ahora o escríbenos.']),
  };
}
