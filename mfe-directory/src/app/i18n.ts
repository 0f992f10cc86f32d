import { registerNamespace } from '@aliento/i18n';

/** The directory remote's catalogue (namespace 'directory'); Spanish is the reference. */
export const es = {
  title: "Encuentra a tu terapeuta",
  intro: "Profesionales que hablan tu idioma y entienden tu cultura.",
};

export const en: typeof es = {
  title: "Find your therapist",
  intro: "Professionals who speak your language and understand your culture.",
};

export const NS = 'directory';
registerNamespace(NS, { es, en });
