/** The appointments remote's catalogue in Spanish (namespace 'appointments'), the reference: i18n-en.ts has exactly its keys. */
export const es = {
  title: 'Tus citas',
  intro: 'Aquí están tus próximas sesiones y las anteriores.',
  loading: 'Cargando tus citas…',
  loadFailed: 'No pudimos cargar tus citas. Revisa tu conexión e inténtalo de nuevo.',
  retry: 'Reintentar',
  viewer: {
    label: 'Ver mis citas',
    asTherapist: 'Como terapeuta',
    asClient: 'Como cliente',
    adminNote: 'Como administrador no tienes citas propias. Las citas de todas las personas se gestionan en Administración.',
    adminLink: 'Ir a Administración',
  },
  held: {
    title: 'Tienes un horario apartado',
    with: 'con {{name}}',
    until: 'Lo guardamos para ti hasta las {{until}}. Confírmalo para agendar la cita.',
    buyFirst: 'Lo guardamos para ti hasta las {{until}}. Compra sesiones para poder confirmarlo.',
    confirm: 'Confirmar cita',
    release: 'Liberar horario',
    booked: 'Tu cita quedó agendada.',
    gone: 'Ese horario ya no está apartado y alguien más lo tomó. Elige otro en la página de tu terapeuta.',
    failed: 'No pudimos completar la acción. Inténtalo de nuevo.',
  },
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
      CARD_REFUNDED: 'Te reembolsamos esta sesión a tu tarjeta.',
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
        AUTO_REFUNDED: 'El cliente canceló con 24 horas o más de aviso: su crédito regresó y el horario quedó libre. No necesitas hacer nada.',
        REFUNDED: 'El equipo devolvió el crédito al cliente, así que la sesión se canceló y el horario quedó libre.',
        PENDING: 'Confirmaste la cancelación y el horario quedó libre. El equipo está revisando si el crédito del cliente regresa.',
        DECLINED: 'Confirmaste la cancelación y el horario quedó libre. El crédito del cliente no regresó.',
      },
    },
  },
  cancel: {
    reasonLabel: '¿Quieres contarnos por qué? (opcional)',
    reasonHint: 'Tu terapeuta lo leerá. No hace falta dar explicaciones.',
    reasonShown: 'Motivo: {{reason}}',
    title: '¿Quieres cancelar esta sesión?',
    keepsCredit: 'Faltan 24 horas o más para tu sesión: si la cancelas ahora, la sesión se cancela de inmediato y tu crédito regresa a tu plan.',
    lateNotice: 'Faltan menos de 24 horas para tu sesión. Un administrador revisará tu solicitud y decidirá si tu crédito regresa.',
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
    demoNotice:
      'Esta es una sala de demostración en meet.jit.si, el servicio público de Jitsi. Sirve para probar la videollamada unos minutos (allí las llamadas dentro de otra página se cortan a los 5 minutos), no para una sesión real de 45 minutos.',
    lobbyTherapist: 'Al entrar, la sala de espera se activa: cuando llegue tu cliente, Jitsi te avisará para que lo dejes pasar.',
    lobbyClient: 'Puede que esperes unos momentos en la sala de espera hasta que tu terapeuta te deje pasar.',
    unreachable: 'No pudimos conectar con Aliento para abrir la sala. Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Intentar de nuevo',
  },
  plan: {
    loadFailed: 'No pudimos cargar tu saldo de sesiones. Revisa tu conexión e inténtalo de nuevo.',
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
    close: 'Cerrar',
  },
};

/** The catalogue's shape: the English texts must have exactly these keys. */
export type Catalogue = typeof es;
