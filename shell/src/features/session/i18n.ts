import { registerNamespace } from '@aliento/i18n';

/** The signed-in frame's session texts (namespace 'session'): the idle warning and the e-mail notice. */
export const es = {
  idle: {
    title: '¿Sigues ahí?',
    body: 'Para cuidar tu privacidad, cerramos la sesión después de {{duration}} sin actividad.',
    countdown: 'Cerraremos tu sesión en {{time}}.',
    stay: 'Seguir conectado',
    signOut: 'Cerrar sesión',
  },
  verify: {
    title: 'Confirma tu correo para activar tu primera sesión gratis',
    body: 'Te enviamos un enlace a {{email}}. Mientras tanto puedes explorar terapeutas y comprar sesiones.',
    resend: 'Reenviar correo',
    sending: 'Enviando…',
    failed: 'No pudimos enviar el correo. Inténtalo de nuevo en unos minutos.',
    demoMailbox: 'Abrir el buzón de demostración',
  },
};

export const en: typeof es = {
  idle: {
    title: 'Are you still there?',
    body: 'To protect your privacy, we sign you out after {{duration}} without activity.',
    countdown: 'We will sign you out in {{time}}.',
    stay: 'Stay signed in',
    signOut: 'Sign out',
  },
  verify: {
    title: 'Confirm your email to unlock your free first session',
    body: 'We sent a link to {{email}}. Meanwhile you can browse therapists and buy sessions.',
    resend: 'Resend email',
    sending: 'Sending…',
    failed: 'We could not send the email. Please try again in a few minutes.',
    demoMailbox: 'Open the demo mailbox',
  },
};

export const NS = 'session';
registerNamespace(NS, { es, en });
