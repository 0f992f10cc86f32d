/** The mails' texts in Spanish: the reference catalogue (en.ts has the same keys, typed by this shape). */

/** When an appointment mail talks about the session: its time and the other party's name. */
type About = { when: string; other: string };

export const es = {
  /** Locale of dates and times in the mails. */
  locale: 'es-MX',
  signature: 'El equipo de Aliento',
  greeting: (firstName: string) => `Hola ${firstName}:`,
  signIn: 'Iniciar sesión',

  passwordReset: {
    subject: 'Restablece tu contraseña de Aliento',
    body: (p: { minutes: number }) => [
      `Recibimos una solicitud para restablecer tu contraseña. El enlace funciona una sola vez y vence en ${p.minutes} minutos.`,
      'Si no lo pediste, ignora este mensaje: tu contraseña no cambia.',
    ],
    button: 'Restablecer contraseña',
  },
  welcomeClient: {
    subject: 'Te damos la bienvenida a Aliento',
    body: [
      '¡Bienvenido a Aliento! Tu cuenta está lista y tu primera sesión de 45 minutos es gratis.',
      'Explora nuestros terapeutas, elige con quién conectas y agenda cuando te convenga.',
    ],
  },
  welcomeProvider: {
    subject: 'Recibimos tu cuenta de terapeuta en Aliento',
    body: [
      'Gracias por unirte a Aliento. Tu cuenta está en revisión; te contactaremos pronto.',
      'Cuando la aprobemos podrás iniciar sesión, completar tu perfil y empezar a atender.',
    ],
  },
  passwordChanged: {
    subject: 'Tu contraseña de Aliento cambió',
    body: ['Tu contraseña acaba de cambiar. Si no fuiste tú, restablécela ahora o escríbenos.'],
  },
  therapistApproved: {
    subject: 'Aprobamos tu cuenta de Aliento',
    body: ['Buenas noticias: aprobamos tu cuenta de terapeuta. Inicia sesión para completar tu perfil y empezar a atender.'],
  },

  welcomeVerify: {
    subject: 'Te damos la bienvenida a Aliento: confirma tu correo',
    body: (p: { hours: number }) => [
      '¡Bienvenido a Aliento! Tu cuenta está lista y ya puedes explorar a nuestros terapeutas.',
      `Tu primera sesión de 45 minutos es gratis: se activa cuando confirmas tu correo con el botón de abajo. El enlace vence en ${p.hours} horas.`,
    ],
    button: 'Confirmar mi correo',
  },
  verifyEmail: {
    subject: 'Confirma tu correo de Aliento',
    body: (p: { hours: number }) => [
      `Confirma que este es tu correo con el botón de abajo. El enlace vence en ${p.hours} horas.`,
      'Si no fuiste tú, ignora este mensaje.',
    ],
    button: 'Confirmar mi correo',
  },
  signinLocked: {
    subject: 'Pausamos el inicio de sesión en tu cuenta de Aliento',
    body: (p: { minutes: number }) => [
      `Alguien escribió mal la contraseña de tu cuenta varias veces seguidas, así que pausamos el inicio de sesión durante ${p.minutes} minutos para protegerla.`,
      'Si fuiste tú, espera un poco y vuelve a intentarlo, o restablece tu contraseña desde la página de inicio de sesión. Si no fuiste tú, te recomendamos restablecerla.',
    ],
    button: 'Ir a iniciar sesión',
  },
  emailChanged: {
    subject: 'Cambió el correo de tu cuenta de Aliento',
    body: (p: { newEmail: string }) => [
      `El correo para iniciar sesión en tu cuenta cambió a ${p.newEmail}. Cerramos las demás sesiones abiertas.`,
      'Si no fuiste tú, escríbenos respondiendo a este correo para recuperar tu cuenta.',
    ],
  },

  appointment: {
    /** Instead of the time, when a Calendly booking's times are not known. */
    timeUnknown: 'el horario que elegiste en el calendario',
    joinVideo: 'Entrar a la videollamada',
    seeInApp: 'Ver la cita en Aliento',
    booking: {
      subject: (when: string) => `Sesión agendada: ${when}`,
      body: (p: About) => [
        `Tu sesión de 45 minutos con ${p.other} quedó agendada para el ${p.when}.`,
        'La invitación adjunta la agrega a tu calendario. Cuando sea la hora, entra desde este enlace:',
      ],
    },
    reminder: {
      subject: (when: string) => `Recordatorio: tu sesión es mañana, ${when}`,
      body: (p: About) => [`Te recordamos tu sesión con ${p.other} el ${p.when}.`],
    },
    /** Any mail saying the session is off, to either party. */
    cancelledSubject: (when: string) => `Sesión cancelada: ${when}`,
    cancelledWithNoticeToTherapist: (p: About) => [
      `${p.other} canceló la sesión del ${p.when} con al menos 24 horas de anticipación. La sesión quedó cancelada y el horario vuelve a estar libre para otros clientes; no necesitas hacer nada.`,
    ],
    /** The client's words when asking to cancel, quoted to the therapist. */
    reasonGiven: (reason: string) => `Motivo que indicó: «${reason}»`,
    cancellationRequestedToTherapist: {
      subject: (when: string) => `Solicitud de cancelación: ${when}`,
      body: (p: About) => [
        `${p.other} pidió cancelar la sesión del ${p.when}, con menos de 24 horas de anticipación. El horario sigue reservado hasta que confirmes la cancelación en tus citas; nuestro equipo decidirá si se devuelve el crédito del cliente.`,
      ],
    },
    cancelledWithNoticeToClient: (p: About) => [
      `Tu sesión con ${p.other} del ${p.when} quedó cancelada. Cancelaste con al menos 24 horas de anticipación, así que te devolvimos el crédito de la sesión a tu plan.`,
    ],
    cancellationRequestedToClient: {
      subject: 'Recibimos tu solicitud de cancelación',
      body: (p: About) => [
        `Recibimos tu solicitud para cancelar la sesión con ${p.other} del ${p.when}.`,
        'Como faltan menos de 24 horas para la sesión, nuestro equipo revisará si se devuelve el crédito y te avisará.',
      ],
    },
    cancellationConfirmed: (p: About) => [`La sesión con ${p.other} del ${p.when} quedó cancelada.`],
    refundedToTherapist: (p: About) => [
      `Nuestro equipo devolvió el crédito de ${p.other} por la sesión del ${p.when}, así que la sesión quedó cancelada y el horario vuelve a estar libre para otros clientes.`,
    ],
    refunded: {
      subject: 'Te devolvimos el crédito de tu sesión',
      body: (p: { when: string }) => [
        `Revisamos tu cancelación de la sesión del ${p.when} y devolvimos el crédito a tu plan. La sesión quedó cancelada.`,
      ],
    },
    refundDeclined: {
      subject: 'Sobre tu solicitud de cancelación',
      body: (p: { when: string }) => [
        `Revisamos tu cancelación de la sesión del ${p.when}. Como se pidió con menos de 24 horas de anticipación, el crédito queda utilizado.`,
      ],
    },
    refundedToCard: {
      subject: 'Te reembolsamos tu sesión a la tarjeta',
      body: (p: { when: string; money: string }) => [
        `Revisamos tu cancelación de la sesión del ${p.when} y te reembolsamos ${p.money} a la tarjeta con la que pagaste. Según tu banco, puede tardar de 5 a 10 días hábiles en verse en tu estado de cuenta.`,
        'Como el dinero volvió a tu tarjeta, el crédito de la sesión no regresa a tu plan.',
      ],
    },
    rescheduled: {
      subject: (when: string) => `Sesión cambiada de horario: ${when}`,
      moved: (p: About) => `Tu sesión con ${p.other} ahora es el ${p.when}.`,
      before: (before: string) => `Antes era el ${before}; ese horario ya no aplica.`,
      invitation: 'La invitación adjunta la mueve en tu calendario. Cuando sea la hora, entra desde este enlace:',
    },
  },

  /** The receipt of a plan purchase (issue 20). */
  receipt: {
    subject: 'Tu recibo de Aliento',
    intro: 'Gracias por tu compra. Tus sesiones ya están en tu plan. Este es tu recibo:',
    number: (n: string) => `Recibo: ${n}`,
    plan: (p: { plan: string; sessions: number }) => `Plan: ${p.plan} (${p.sessions === 1 ? '1 sesión' : `${p.sessions} sesiones`})`,
    amount: (money: string) => `Importe: ${money}`,
    date: (date: string) => `Fecha: ${date}`,
    card: (p: { brand: string; last4: string }) => `Tarjeta: ${p.brand} terminada en ${p.last4}`,
    keep: 'Guarda este correo como comprobante. También encuentras tus recibos en tu página de citas.',
    button: 'Ver mis recibos',
    planNames: {
      PLAN_ONE: 'Sesión individual',
      PLAN_COUPLES: 'Sesión de pareja',
      PLAN_FOUR: 'Paquete de 4 sesiones',
      PLAN_TEN: 'Paquete de 10 sesiones',
    },
  },

  /** The calendar event attached to appointment mails. */
  calendar: {
    filename: 'aliento-sesion.ics',
    summary: (other: string) => `Sesión de Aliento con ${other}`,
    description: (p: { link: string; appointmentUrl: string }) => `Entra a la videollamada: ${p.link}\n\nVer la cita en Aliento: ${p.appointmentUrl}`,
    cancelledSummary: (other: string) => `Cancelada: sesión de Aliento con ${other}`,
    cancelledDescription: (appointmentUrl: string) => `Esta sesión quedó cancelada.\n\nVer la cita en Aliento: ${appointmentUrl}`,
  },
};

/** The shape every language's catalogue has. */
export type MailTexts = typeof es;
