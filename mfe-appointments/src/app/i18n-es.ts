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
  /** After booking: the confirmation and add-to-calendar (issue 20). */
  booked: {
    with: 'Con {{name}} · 45 minutos por video',
    invitation: 'Te enviamos la invitación de calendario a {{email}}.',
  },
  calendarLinks: {
    title: 'Agregar a tu calendario:',
    google: 'Google Calendar',
    outlook: 'Outlook',
    ics: 'Descargar .ics',
    eventTitle: 'Sesión de terapia con {{name}} (Aliento)',
    eventDetails: 'Tu sesión de 45 minutos por video. Entra desde Mis citas, desde 10 minutos antes: {{url}}',
  },
  /** Moving a session to another time (issue 20). */
  reschedule: {
    open: 'Cambiar la hora',
    title: 'Cambiar la hora de tu sesión',
    current: 'Ahora: {{when}}, con {{name}}.',
    keepsCredit: 'Elige otro horario libre de tu terapeuta. Conservas tu crédito y les enviamos la invitación actualizada a los dos.',
    loading: 'Cargando los horarios libres…',
    slotsFailed: 'No pudimos cargar los horarios libres. Revisa tu conexión e inténtalo de nuevo.',
    noSlots: '{{name}} no tiene otros horarios libres en los próximos 14 días.',
    newTime: 'Nueva hora: {{when}}',
    confirm: 'Confirmar el cambio',
    keep: 'Dejarla como está',
    done: 'Listo: tu sesión ahora es el {{when}}. Te enviamos la invitación actualizada.',
    failed: 'No pudimos cambiar la hora. Revisa tu conexión e inténtalo de nuevo.',
  },
  upcoming: {
    title: 'Próximas sesiones',
    empty: 'No tienes sesiones próximas por ahora.',
  },
  past: {
    title: 'Sesiones anteriores',
    empty: 'Aquí aparecerán tus sesiones cuando terminen.',
    more: 'Ver sesiones más antiguas',
    shown: 'Ves {{shown}} de {{count}} sesiones anteriores',
  },
  item: {
    untitled: 'Sesión de terapia',
    dateUnknown: 'Fecha por confirmar',
    with: 'con {{name}}',
    join: 'Unirme a la sesión',
    requestCancellation: 'Solicitar cancelación',
    acceptCancellation: 'El cliente pidió cancelar: aceptar',
  },
  // one status per appointment, in words that mean one thing for each role
  status: {
    client: {
      cancelled: 'Cancelada',
      cancelledCreditReturned: 'Cancelada · crédito devuelto',
      cancelledCardRefunded: 'Cancelada · reembolsada a tu tarjeta',
      cancelledNoRefund: 'Cancelada · sin devolución',
      cancelledDecisionPending: 'Cancelada · esperando una decisión sobre tu crédito',
      requested: 'Cancelación solicitada · esperando una decisión',
      declined: 'Cancelación rechazada · tu sesión sigue en pie',
    },
    therapist: {
      cancelled: 'Cancelada',
      cancelledCreditReturned: 'Cancelada · crédito devuelto al cliente',
      cancelledCardRefunded: 'Cancelada · reembolsada al cliente',
      cancelledNoRefund: 'Cancelada · sin devolución',
      cancelledDecisionPending: 'Cancelada · el equipo decide sobre el crédito',
      requested: 'Cancelación solicitada · el horario sigue reservado',
      requestedNoRefund: 'Cancelación solicitada · sin devolución · el horario sigue reservado',
    },
  },
  // the therapist accepts a client's cancellation request
  accept: {
    title: '¿Aceptar la cancelación?',
    session: '{{name}} · {{when}} · con {{client}}',
    frees: 'La sesión se cancela y el horario queda libre para otras personas.',
    creditPending: 'El equipo decidirá si el crédito del cliente regresa.',
    creditDeclined: 'El crédito del cliente no regresa: el equipo ya lo decidió.',
    confirm: 'Sí, aceptar la cancelación',
    back: 'Volver',
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
    accepted: 'Aceptaste la cancelación: el horario quedó libre.',
  },
  // the Join button before its window opens (10 minutes before the start)
  join: {
    opensIn: 'Disponible en {{wait}}',
    ended: 'La sesión ya terminó',
  },
  // which session a video room is for
  videoSession: {
    with: 'Sesión con {{name}} · {{when}}',
  },
  // the camera and microphone check before entering the room
  precheck: {
    title: 'Revisa tu cámara y tu micrófono',
    intro: 'Antes de entrar, comprueba que te vean y te escuchen bien.',
    asking: 'Pidiendo permiso para usar tu cámara y tu micrófono…',
    preview: 'Vista previa de tu cámara',
    micLevel: 'Nivel de tu micrófono',
    ready: 'Si te ves y la barra se mueve cuando hablas, todo está listo.',
    denied:
      'No diste permiso para usar la cámara o el micrófono. Puedes entrar igual: la sala te lo volverá a pedir, o puedes cambiarlo en la configuración de tu navegador (el candado junto a la dirección).',
    noDevice:
      'No encontramos una cámara o un micrófono disponibles (puede que otra aplicación los esté usando). Puedes entrar igual y conectarlos después.',
    unsupported: 'Este navegador no permite revisar aquí la cámara y el micrófono. Puedes entrar igual.',
    enter: 'Entrar a la sesión',
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
  },
  modal: {
    close: 'Cerrar',
  },
  receipts: {
    title: 'Recibos',
    loading: 'Cargando tus recibos…',
    loadFailed: 'No pudimos cargar tus recibos. Revisa tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
    empty: 'Aún no tienes recibos. Cuando compres sesiones, tu recibo aparecerá aquí y te lo enviaremos por correo.',
    card: '{{brand}} ···· {{last4}}',
    number: 'Recibo {{number}}',
    refunded: 'Reembolsado: {{amount}}',
    refundedAll: 'Reembolsado',
  },
};

/** The catalogue's shape: the English texts must have exactly these keys. */
export type Catalogue = typeof es;
