import { registerNamespace } from '@aliento/i18n';

/** The settings remote's catalogue (namespace 'settings'); Spanish is the reference. */
export const es = {
  title: "Configuración",
  intro: "Tu perfil y tus preferencias.",
};

export const en: typeof es = {
  title: "Settings",
  intro: "Your profile and preferences.",
};

export const NS = 'settings';
registerNamespace(NS, { es, en });
