import { registerNamespace } from '@aliento/i18n';

/** The appointments remote's catalogue (namespace 'appointments'); Spanish is the reference. */
export const es = {
  title: "Tus citas",
  intro: "Aquí verás tus próximas sesiones y las anteriores.",
};

export const en: typeof es = {
  title: "Your appointments",
  intro: "Your upcoming and past sessions live here.",
};

export const NS = 'appointments';
registerNamespace(NS, { es, en });
