import { registerNamespace } from '@aliento/i18n';
import { NS } from '../../app/i18n';

export { NS };

/** The not-found page's texts: they load with that page, not with the landing. */
export const es = {
  notFound: {
    pageTitle: 'Página no encontrada · Aliento',
    title: 'No encontramos esta página',
    body: 'Puede que la dirección tenga un error o que la página ya no exista. Te ayudamos a volver.',
    home: 'Ir al inicio',
  },
};

export const en: typeof es = {
  notFound: {
    pageTitle: 'Page not found · Aliento',
    title: "We couldn't find this page",
    body: 'The address may contain an error, or the page may no longer exist. Let us help you get back.',
    home: 'Go to the home page',
  },
};

registerNamespace(NS, { es, en });
