import { registerNamespace } from '@aliento/i18n';

/** The appointments remote's catalogue (namespace 'appointments'); Spanish is the reference. */
export const es = {
  title: 'Tus citas',
  intro: 'Aquí están tus próximas sesiones y las anteriores.',
  loading: 'Cargando tus citas…',
  loadFailed: 'No pudimos cargar tus citas. Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
  banner: {
    booked: '¡Listo! Tu cita quedó agendada. La encontrarás en tus próximas sesiones.',
    purchased: '¡Gracias! Tu compra quedó lista y tus sesiones ya están en tu plan.',
    close: 'Cerrar aviso',
  },
  upcoming: {
    title: 'Próximas sesiones',
    empty: 'No tienes sesiones próximas por ahora.',
  },
  past: {
    title: 'Sesiones anteriores',
    empty: 'Aquí aparecerán tus sesiones cuando terminen.',
  },
  item: {
    untitled: 'Sesión de terapia',
    dateUnknown: 'Fecha por confirmar',
    with: 'con {{name}}',
    join: 'Unirme a la sesión',
    requestCancellation: 'Solicitar cancelación',
    confirmCancellation: 'Confirmar cancelación',
    awaitingCancellation: 'Cancelación pendiente',
    cancelled: 'Cancelada',
    refund: {
      PENDING: 'Un administrador está revisando si tu crédito regresa.',
      AUTO_REFUNDED: 'Tu crédito regresó a tu plan.',
      REFUNDED: 'Tu crédito regresó a tu plan.',
      DECLINED: 'Esta sesión se canceló con menos de 24 horas de aviso, así que el crédito no regresó.',
    },
    // what happened to a session, as its therapist sees it (ARCHITECTURE section 5)
    therapistState: {
      requested: {
        PENDING:
          'El cliente pidió cancelar con menos de 24 horas de aviso. El horario sigue reservado hasta que confirmes la cancelación; el equipo decidirá si su crédito regresa.',
        DECLINED:
          'El cliente pidió cancelar y el equipo decidió que su crédito no regresa. El horario sigue reservado hasta que confirmes la cancelación.',
      },
      cancelled: {
        AUTO_REFUNDED:
          'El cliente canceló con 24 horas o más de aviso: su crédito regresó y el horario quedó libre. No necesitas hacer nada.',
        REFUNDED: 'El equipo devolvió el crédito al cliente, así que la sesión se canceló y el horario quedó libre.',
        PENDING: 'Confirmaste la cancelación y el horario quedó libre. El equipo está revisando si el crédito del cliente regresa.',
        DECLINED: 'Confirmaste la cancelación y el horario quedó libre. El crédito del cliente no regresó.',
      },
    },
  },
  cancel: {
    title: '¿Quieres cancelar esta sesión?',
    keepsCredit:
      'Faltan 24 horas o más para tu sesión: si la cancelas ahora, la sesión se cancela de inmediato y tu crédito regresa a tu plan.',
    lateNotice:
      'Faltan menos de 24 horas para tu sesión. Un administrador revisará tu solicitud y decidirá si tu crédito regresa.',
    afterRequest: 'Tu sesión sigue reservada hasta que tu terapeuta confirme la cancelación.',
    confirm: 'Sí, solicitar cancelación',
    keep: 'Conservar mi sesión',
    requested: 'Enviamos tu solicitud de cancelación.',
    cancelledWithCredit: 'Cancelaste tu sesión y tu crédito regresó a tu plan.',
    accepted: 'Confirmaste la cancelación de la sesión.',
  },
  video: {
    title: 'Tu sesión en video',
    roomTitle: 'Sala de video de Aliento',
    loading: 'Preparando la sala de video…',
    failed: 'No pudimos abrir la sala de video dentro de esta página.',
    failedHint: 'Puedes entrar a la misma sala desde una pestaña nueva.',
    openInNewTab: 'Abrir la sala en una pestaña nueva',
    close: 'Cerrar la sala',
  },
  plan: {
    title: 'Tu plan',
    noPlan: 'Sin plan',
    noPlanHint: 'Elige un plan para agendar tu próxima sesión.',
    remaining_one: 'Te queda {{count}} sesión',
    remaining_other: 'Te quedan {{count}} sesiones',
    upgrade: 'Comprar sesiones',
    loading: 'Cargando tu plan…',
    names: {
      PLAN_FREE: 'Primera sesión gratis',
      PLAN_ONE: 'Sesión individual',
      PLAN_COUPLES: 'Sesión de pareja',
      PLAN_FOUR: 'Paquete de 4 sesiones',
      PLAN_TEN: 'Paquete de 10 sesiones',
    },
  },
  modal: {
    title: 'Compra sesiones',
    close: 'Cerrar',
    stepChoose: 'Paso 1 de 2: elige tu plan',
    stepPay: 'Paso 2 de 2: datos de tu tarjeta',
    plansLabel: 'Planes disponibles',
    sessions_one: '{{count}} sesión de {{minutes}} minutos',
    sessions_other: '{{count}} sesiones de {{minutes}} minutos',
    couples: 'Para ti y tu pareja',
    savings: 'Ahorras {{amount}}',
    next: 'Continuar',
    back: 'Atrás',
    submit: 'Pagar',
    submitting: 'Procesando tu pago…',
    summary: '{{plan}}: {{price}}',
    secure: 'Tu pago se procesa de forma segura. Solo se cobra al confirmar.',
    failedInline: 'El pago no se realizó y no se hizo ningún cargo. Revisa los datos o prueba con otra tarjeta.',
    loadingCard: 'Cargando el formulario de pago…',
    stripeUnavailable: 'Por ahora no podemos recibir pagos con tarjeta. Inténtalo más tarde.',
    card: {
      name: 'Nombre en la tarjeta',
      number: 'Número de tarjeta',
      expiry: 'Vencimiento (MM/AA)',
      expiryPlaceholder: 'MM/AA',
      cvc: 'CVC',
      cardLabel: 'Tarjeta',
      testTitle: 'Modo de prueba: no se hace ningún cargo real.',
      testSucceeds: '{{number}}: el pago se aprueba.',
      testDeclined: '{{number}}: el pago se rechaza.',
      testHint: 'Usa cualquier fecha futura y cualquier CVC de 3 dígitos.',
    },
  },
};

export const en: typeof es = {
  title: 'Your appointments',
  intro: 'Your upcoming and past sessions, all in one place.',
  loading: 'Loading your appointments…',
  loadFailed: "We couldn't load your appointments. Check your connection and try again.",
  retry: 'Try again',
  banner: {
    booked: "You're all set! Your appointment is booked. You'll find it under your upcoming sessions.",
    purchased: 'Thank you! Your purchase is complete and your sessions are now in your plan.',
    close: 'Dismiss',
  },
  upcoming: {
    title: 'Upcoming sessions',
    empty: 'You have no upcoming sessions right now.',
  },
  past: {
    title: 'Past sessions',
    empty: 'Your sessions will show up here once they end.',
  },
  item: {
    untitled: 'Therapy session',
    dateUnknown: 'Date to be confirmed',
    with: 'with {{name}}',
    join: 'Join Meeting',
    requestCancellation: 'Request Cancellation',
    confirmCancellation: 'Confirm Cancellation',
    awaitingCancellation: 'Awaiting Cancellation',
    cancelled: 'Cancelled',
    refund: {
      PENDING: 'An admin is reviewing whether your credit is returned.',
      AUTO_REFUNDED: 'Your credit was returned to your plan.',
      REFUNDED: 'Your credit was returned to your plan.',
      DECLINED: 'This session was cancelled with less than 24 hours’ notice, so the credit was not returned.',
    },
    therapistState: {
      requested: {
        PENDING:
          "The client asked to cancel less than 24 hours ahead. The time stays reserved until you confirm the cancellation; our team decides whether their credit is returned.",
        DECLINED:
          "The client asked to cancel and our team decided their credit is not returned. The time stays reserved until you confirm the cancellation.",
      },
      cancelled: {
        AUTO_REFUNDED:
          'The client cancelled 24 hours or more ahead: their credit was returned and the time is free again. There is nothing you need to do.',
        REFUNDED: "Our team returned the client's credit, so the session is cancelled and the time is free again.",
        PENDING: "You confirmed the cancellation and the time is free again. Our team is reviewing whether the client's credit is returned.",
        DECLINED: "You confirmed the cancellation and the time is free again. The client's credit was not returned.",
      },
    },
  },
  cancel: {
    title: 'Do you want to cancel this session?',
    keepsCredit:
      'Your session is 24 hours or more away: if you cancel now, the session is cancelled right away and your credit goes back to your plan.',
    lateNotice:
      'Your session is less than 24 hours away. An admin will review your request and decide whether your credit is returned.',
    afterRequest: 'Your session stays reserved until your therapist confirms the cancellation.',
    confirm: 'Yes, request cancellation',
    keep: 'Keep my session',
    requested: 'Your cancellation request was sent.',
    cancelledWithCredit: 'Your session is cancelled and your credit is back in your plan.',
    accepted: 'You confirmed the cancellation.',
  },
  video: {
    title: 'Your video session',
    roomTitle: 'Aliento video room',
    loading: 'Getting the video room ready…',
    failed: "We couldn't open the video room inside this page.",
    failedHint: 'You can join the same room in a new tab.',
    openInNewTab: 'Open the room in a new tab',
    close: 'Close the room',
  },
  plan: {
    title: 'Your plan',
    noPlan: 'No Plan',
    noPlanHint: 'Choose a plan to book your next session.',
    remaining_one: '{{count}} session left',
    remaining_other: '{{count}} sessions left',
    upgrade: 'Upgrade Plan',
    loading: 'Loading your plan…',
    names: {
      PLAN_FREE: 'Free first session',
      PLAN_ONE: 'Single session',
      PLAN_COUPLES: 'Couples session',
      PLAN_FOUR: '4-session pack',
      PLAN_TEN: '10-session pack',
    },
  },
  modal: {
    title: 'Buy sessions',
    close: 'Close',
    stepChoose: 'Step 1 of 2: choose your plan',
    stepPay: 'Step 2 of 2: your card details',
    plansLabel: 'Available plans',
    sessions_one: '{{count}} session of {{minutes}} minutes',
    sessions_other: '{{count}} sessions of {{minutes}} minutes',
    couples: 'For you and your partner',
    savings: 'You save {{amount}}',
    next: 'Continue',
    back: 'Back',
    submit: 'Submit',
    submitting: 'Processing your payment…',
    summary: '{{plan}}: {{price}}',
    secure: 'Your payment is processed securely. You are only charged when you confirm.',
    failedInline: 'The payment did not go through and you were not charged. Check your details or try another card.',
    loadingCard: 'Loading the payment form…',
    stripeUnavailable: "We can't take card payments right now. Please try again later.",
    card: {
      name: 'Name on card',
      number: 'Card number',
      expiry: 'Expiry (MM/YY)',
      expiryPlaceholder: 'MM/YY',
      cvc: 'CVC',
      cardLabel: 'Card',
      testTitle: 'Test mode: no real charge is made.',
      testSucceeds: '{{number}}: the payment is approved.',
      testDeclined: '{{number}}: the payment is declined.',
      testHint: 'Use any future date and any 3-digit CVC.',
    },
  },
};

export const NS = 'appointments';
registerNamespace(NS, { es, en });
