/** The landing's part of the marketing catalogue in Spanish, the reference (loaded only on a Spanish page). */
export const es = {
  common: {
    bookFreeSession: 'Reserva tu sesión gratis',
    loading: 'Cargando…',
    networkError: 'No pudimos conectarnos. Revisa tu conexión e inténtalo de nuevo.',
  },
  pageTitle: {
    landing: 'Aliento · Terapia en español',
  },
  hero: {
    eyebrow: 'Terapia en línea para la comunidad latina',
    title: 'Terapia en español, con alguien que te entiende',
    body: 'Habla con terapeutas latinos con al menos 3 años de experiencia, desde tu teléfono o tu computadora, en sesiones de 45 minutos. Tu primera sesión es gratis.',
    cta: 'Reserva tu sesión gratis',
    secondary: 'Cómo funciona',
    imageAlt: 'Una mujer latina sonríe durante una videollamada con su terapeuta desde la sala de su casa',
  },
  claims: {
    title: 'Lo que te prometemos',
    freeSession: 'Primera sesión gratis',
    sessionLength: 'Sesiones de 45 minutos',
    experience: 'Terapeutas con al menos 3 años de experiencia',
    cancellation: 'Cancela con 24 horas de aviso y conservas tu crédito',
  },
  howItWorks: {
    title: 'Cómo funciona',
    subtitle: 'Empezar es sencillo. En pocos minutos das el primer paso.',
    step: 'Paso {{number}}',
    steps: {
      tell: {
        title: 'Cuéntanos sobre ti',
        body: 'Responde unas preguntas breves sobre lo que buscas: tipo de terapia, tu edad y tus preferencias.',
      },
      match: {
        title: 'Encuentra a tu terapeuta',
        body: 'Te mostramos terapeutas que comparten tu idioma y tu cultura. Elige con quién te sientes en confianza.',
      },
      start: {
        title: 'Empieza tu terapia',
        body: 'Reserva el día y la hora que te acomoden y conéctate por video desde donde estés.',
      },
    },
  },
  benefits: {
    title: 'Por qué Aliento',
    affordable: {
      title: 'Precios accesibles',
      body: 'Tu primera sesión es gratis y después pagas solo por lo que usas. Los paquetes te ayudan a ahorrar.',
    },
    quality: {
      title: 'Atención de calidad',
      body: 'Todos nuestros terapeutas tienen licencia o certificación y al menos 3 años de experiencia.',
    },
    culture: {
      title: 'Tu cultura primero',
      body: 'Hablas con alguien que conoce tu idioma, tu familia y tus tradiciones. No tienes que explicar de dónde vienes.',
    },
    convenience: {
      title: 'Comodidad',
      body: 'Sesiones por video desde tu teléfono o tu computadora, en horarios que se adaptan a tu trabajo y tu familia.',
    },
    safety: {
      title: 'Seguridad y confidencialidad',
      body: 'Lo que compartes queda entre tú y tu terapeuta. Protegemos tus datos y nunca los vendemos.',
    },
  },
  pricing: {
    title: 'Precios claros',
    subtitle: 'Cada sesión dura 45 minutos. Sin contratos ni cargos escondidos.',
    perSession: '{{minutes}} minutos por sesión',
    sessions_one: '{{count}} sesión',
    sessions_other: '{{count}} sesiones',
    save: 'Ahorras {{amount}}',
    valuedAt: 'Valor de {{amount}}',
    free: 'Gratis',
    plans: {
      PLAN_FREE: { name: 'Primera sesión', note: 'Para conocer a tu terapeuta sin compromiso.' },
      PLAN_ONE: { name: 'Sesión individual', note: 'Una sesión para ti, cuando la necesites.' },
      PLAN_COUPLES: { name: 'Sesión de pareja', note: 'Un espacio para los dos, con una persona que los escucha.' },
      PLAN_FOUR: { name: 'Paquete de 4 sesiones', note: 'Ideal para un mes de acompañamiento.' },
      PLAN_TEN: { name: 'Paquete de 10 sesiones', note: 'Para un proceso más largo, al mejor precio.' },
    },
    cancellation: 'Si cancelas con al menos 24 horas de aviso, conservas el crédito de tu sesión.',
  },
  testimonials: {
    title: 'Lo que dicen nuestros clientes',
    items: {
      one: {
        quote:
          'Por fin pude hablar de mi ansiedad en español, sin tener que traducir lo que siento. Mi terapeuta entendió a mi familia desde la primera sesión.',
        initials: 'M. G.',
        place: 'Houston, Texas',
      },
      two: {
        quote: 'Mi esposo y yo tomamos sesiones de pareja después del trabajo, desde la casa. Aprendimos a escucharnos otra vez.',
        initials: 'L. R.',
        place: 'Los Ángeles, California',
      },
      three: {
        quote: 'Después de perder a mi mamá no sabía a quién acudir. Aquí encontré un espacio tranquilo y a alguien que respeta mi fe.',
        initials: 'J. M.',
        place: 'Miami, Florida',
      },
    },
  },
  guarantee: {
    title: 'Satisfacción garantizada',
    body: 'Si después de tu sesión sientes que tu terapeuta no es la persona indicada, te ayudamos a encontrar a alguien más, sin costo adicional.',
  },
  footer: {
    crisisTitle: '¿Estás en una situación de riesgo?',
    crisis: 'Si tu vida o la de otra persona está en peligro, no uses este sitio: llama al {{emergency}} ahora.',
    crisisLine:
      'Si piensas en hacerte daño o necesitas apoyo emocional, llama o escribe a la Línea de Prevención del Suicidio y Crisis {{lifeline}} en español: marca 2 o di «español». También puedes enviar la palabra AYUDA por mensaje de texto al {{lifeline}}. Es gratis y confidencial, las 24 horas.',
    callEmergency: 'Llamar al 911',
    callLifeline: 'Llamar al 988',
    privacy: 'Política de privacidad',
    contact: 'Contacto',
    tagline: 'Terapia en español, con alguien que te entiende.',
    rights: 'Todos los derechos reservados.',
    version: 'Versión',
  },
};
