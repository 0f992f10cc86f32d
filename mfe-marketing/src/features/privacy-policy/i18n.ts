import { registerNamespace } from '@aliento/i18n';
import { NS } from '../../app/i18n';

export { NS };

/** The privacy texts of the marketing catalogue: they load with the page that shows them, not with the landing. */
export const es = {
  privacy: {
    title: 'Política de privacidad',
    page: 'Página {{page}} de {{total}}',
    previous: 'Anterior',
    next: 'Siguiente',
    done: 'Listo',
    close: 'Cerrar',
    loading: 'Cargando la política de privacidad…',
    error: 'No pudimos mostrar el documento.',
    download: 'Descargar el PDF',
  },
};

export const en: typeof es = {
  privacy: {
    title: 'Privacy policy',
    page: 'Page {{page}} of {{total}}',
    previous: 'Previous',
    next: 'Next',
    done: 'Done',
    close: 'Close',
    loading: 'Loading the privacy policy…',
    error: "We couldn't display the document.",
    download: 'Download the PDF',
  },
};

registerNamespace(NS, { es, en });
