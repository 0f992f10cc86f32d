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
  signout: {
    message: 'Cerrando tu sesión…',
  },
};

export type CommonCatalogue = typeof commonEs;
