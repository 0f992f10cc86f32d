/** Common catalogue (Spanish, the reference). Every key must exist in common-en.ts too. */
export const commonEs = {
  brand: 'Aliento',
  tagline: 'Terapia en línea en español, con alguien que te entiende',
  nav: {
    careSeekers: 'Busco terapia',
    providers: 'Soy terapeuta',
    aboutUs: 'Nosotros',
    blog: 'Blog',
    contact: 'Contacto',
    dashboard: 'Mi panel',
    login: 'Iniciar sesión',
    getStarted: 'Comenzar',
    therapists: 'Terapeutas',
    appointments: 'Citas',
    admin: 'Administración',
    settings: 'Configuración',
    signOut: 'Cerrar sesión',
    menu: 'Menú',
    closeMenu: 'Cerrar menú',
    language: 'Idioma',
    switchTo: 'English',
    switchToLabel: 'Cambiar el idioma a inglés',
    home: 'Inicio de Aliento',
    mainNav: 'Navegación principal',
  },
  remote: {
    loading: 'Cargando…',
    failedTitle: 'Esta sección no pudo cargarse',
    failedBody: 'Puede ser un problema de conexión. El resto de la página sigue funcionando.',
    retry: 'Reintentar',
  },
  notFound: {
    title: 'No encontramos esta página',
    body: 'Puede que el enlace haya cambiado.',
    home: 'Volver al inicio',
  },
  toast: {
    close: 'Cerrar aviso',
    region: 'Avisos',
  },
  errors: {
    network: 'No pudimos conectar con el servidor. Revisa tu conexión e inténtalo de nuevo.',
    generic: 'Algo salió mal. Inténtalo de nuevo.',
  },
  /** Areas of specialty (contracts SPECIALTIES), one wording for every app. */
  specialties: {
    ADDICTION_COPING: 'Adicciones',
    ADHD_FOCUS: 'TDAH y concentración',
    ANGER_MANAGEMENT: 'Manejo del enojo',
    ANXIETY: 'Ansiedad',
    STRESS: 'Estrés',
    BIPOLAR_DISORDER: 'Trastorno bipolar',
    COUPLES_THERAPY: 'Terapia de pareja',
    DEPRESSION: 'Depresión',
    FAMILY_CONFLICTS: 'Conflictos familiares',
    GRIEF_LOSS_COPING: 'Duelo y pérdidas',
    INTIMACY_ISSUES: 'Intimidad',
    MOTIVATION_SELF_ESTEEM: 'Motivación y autoestima',
    PARENTING_ISSUES: 'Crianza',
    RELATIONSHIPS: 'Relaciones',
    SLEEPING_DISORDERS: 'Problemas de sueño',
  },
  signout: {
    message: 'Cerrando tu sesión…',
  },
};

export type CommonCatalogue = typeof commonEs;
