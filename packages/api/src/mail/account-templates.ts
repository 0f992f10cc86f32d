/** Account mails (verification, sign-in lock, e-mail change, first admin), in Spanish and English. */
import type { Language } from '@aliento/contracts/enums';
import { layout, type RenderedMail } from './templates';

type Version = { subject: string; paragraphs: string[]; link?: { href: string; label: string } };

/** The version in `lang` of a mail written in both languages. */
function localized(lang: Language, versions: Record<Language, Version>): RenderedMail {
  const v = versions[lang];
  return { subject: v.subject, ...layout(lang, v.paragraphs, v.link) };
}

/** Welcome for a new client, with the link that confirms the address and unlocks the free first session. */
export function welcomeVerifyMail(lang: Language, p: { firstName: string; link: string; hours: number }): RenderedMail {
  return localized(lang, {
    es: {
      subject: 'Te damos la bienvenida a Aliento: confirma tu correo',
      paragraphs: [
        `Hola ${p.firstName}:`,
        '¡Bienvenido a Aliento! Tu cuenta está lista y ya puedes explorar a nuestros terapeutas.',
        `Tu primera sesión de 45 minutos es gratis: se activa cuando confirmas tu correo con el botón de abajo. El enlace vence en ${p.hours} horas.`,
      ],
      link: { href: p.link, label: 'Confirmar mi correo' },
    },
    en: {
      subject: 'Welcome to Aliento: please confirm your email',
      paragraphs: [
        `Hi ${p.firstName},`,
        'Welcome to Aliento! Your account is ready and you can browse our therapists now.',
        `Your first 45-minute session is free: it unlocks when you confirm your email with the button below. The link expires in ${p.hours} hours.`,
      ],
      link: { href: p.link, label: 'Confirm my email' },
    },
  });
}

/** A new verification link (asked for again, or for a changed sign-in address). */
export function verifyEmailMail(lang: Language, p: { firstName: string; link: string; hours: number }): RenderedMail {
  return localized(lang, {
    es: {
      subject: 'Confirma tu correo de Aliento',
      paragraphs: [
        `Hola ${p.firstName}:`,
        `Confirma que este es tu correo con el botón de abajo. El enlace vence en ${p.hours} horas.`,
        'Si no fuiste tú, ignora este mensaje.',
      ],
      link: { href: p.link, label: 'Confirmar mi correo' },
    },
    en: {
      subject: 'Confirm your Aliento email',
      paragraphs: [
        `Hi ${p.firstName},`,
        `Please confirm this is your email with the button below. The link expires in ${p.hours} hours.`,
        'If this was not you, you can ignore this message.',
      ],
      link: { href: p.link, label: 'Confirm my email' },
    },
  });
}

/** To the owner of an account locked after several wrong passwords. */
export function signinLockedMail(lang: Language, p: { firstName: string; minutes: number; link: string }): RenderedMail {
  return localized(lang, {
    es: {
      subject: 'Pausamos el inicio de sesión en tu cuenta de Aliento',
      paragraphs: [
        `Hola ${p.firstName}:`,
        `Alguien escribió mal la contraseña de tu cuenta varias veces seguidas, así que pausamos el inicio de sesión durante ${p.minutes} minutos para protegerla.`,
        'Si fuiste tú, espera un poco y vuelve a intentarlo, o restablece tu contraseña desde la página de inicio de sesión. Si no fuiste tú, te recomendamos restablecerla.',
      ],
      link: { href: p.link, label: 'Ir a iniciar sesión' },
    },
    en: {
      subject: 'We paused sign-in to your Aliento account',
      paragraphs: [
        `Hi ${p.firstName},`,
        `Someone entered a wrong password for your account several times in a row, so we paused sign-in for ${p.minutes} minutes to protect it.`,
        'If it was you, wait a little and try again, or reset your password from the sign-in page. If it was not you, we recommend resetting it.',
      ],
      link: { href: p.link, label: 'Go to sign in' },
    },
  });
}

/** To the old address after the sign-in e-mail changed. */
export function emailChangedMail(lang: Language, p: { firstName: string; newEmail: string }): RenderedMail {
  return localized(lang, {
    es: {
      subject: 'Cambió el correo de tu cuenta de Aliento',
      paragraphs: [
        `Hola ${p.firstName}:`,
        `El correo para iniciar sesión en tu cuenta cambió a ${p.newEmail}. Cerramos las demás sesiones abiertas.`,
        'Si no fuiste tú, escríbenos respondiendo a este correo para recuperar tu cuenta.',
      ],
    },
    en: {
      subject: 'The email of your Aliento account changed',
      paragraphs: [
        `Hi ${p.firstName},`,
        `The email you sign in with was changed to ${p.newEmail}. We signed out your other open sessions.`,
        'If this was not you, reply to this email so we can help you recover your account.',
      ],
    },
  });
}
