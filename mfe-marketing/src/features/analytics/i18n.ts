import { registerNamespace } from '@aliento/i18n';
import { NS } from '../../app/i18n';

export { NS };

/**
 * The analytics question's texts: they load with the question (a site with analytics, a visitor who has not chosen
 * yet), not with the landing.
 */
export const es = {
  consent: {
    title: '¿Nos dejas medir las visitas?',
    body: 'Con tu permiso contamos las visitas a estas páginas y cuánto tardan en cargar (Google Analytics), sin tu nombre ni nada de lo que escribes. Nunca medimos tu panel ni tus sesiones.',
    accept: 'Sí, acepto',
    deny: 'No, gracias',
  },
};

export const en: typeof es = {
  consent: {
    title: 'May we measure visits?',
    body: 'With your permission we count visits to these pages and how fast they load (Google Analytics), without your name or anything you type. We never measure your dashboard or your sessions.',
    accept: 'Yes, I agree',
    deny: 'No, thanks',
  },
};

registerNamespace(NS, { es, en });
