import { registerNamespace } from '@aliento/i18n';

/** The admin remote's catalogue (namespace 'admin'); Spanish is the reference. */
export const es = {
  title: "Administración",
  intro: "Usuarios y solicitudes de cancelación.",
};

export const en: typeof es = {
  title: "Admin",
  intro: "Users and cancellation requests.",
};

export const NS = 'admin';
registerNamespace(NS, { es, en });
