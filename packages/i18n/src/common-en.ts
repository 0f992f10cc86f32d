import type { CommonCatalogue } from './common-es';

/** Common catalogue (English). */
export const commonEn: CommonCatalogue = {
  brand: 'Aliento',
  tagline: 'Online therapy in Spanish, with someone who understands you',
  nav: {
    careSeekers: 'Care seekers',
    providers: 'Providers',
    aboutUs: 'About us',
    blog: 'Blog',
    contact: 'Contact',
    dashboard: 'Dashboard',
    login: 'Log in',
    getStarted: 'Get started',
    therapists: 'Therapists',
    appointments: 'Appointments',
    admin: 'Admin',
    settings: 'Settings',
    signOut: 'Sign out',
    menu: 'Menu',
    closeMenu: 'Close menu',
    language: 'Language',
    switchTo: 'Español',
    switchToLabel: 'Switch the language to Spanish',
    home: 'Aliento home',
    mainNav: 'Main navigation',
  },
  remote: {
    loading: 'Loading…',
    failedTitle: 'This section could not load',
    failedBody: 'It may be a connection problem. The rest of the page still works.',
    retry: 'Try again',
  },
  notFound: {
    title: 'We could not find this page',
    body: 'The link may have changed.',
    home: 'Back to home',
  },
  toast: {
    close: 'Close notice',
    region: 'Notices',
  },
  errors: {
    network: 'We could not reach the server. Check your connection and try again.',
    generic: 'Something went wrong. Please try again.',
  },
  signout: {
    message: 'Signing you out…',
  },
};
