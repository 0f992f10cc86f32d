import { registerNamespace } from '@aliento/i18n';
import { NS } from '../../app/i18n';

export { NS };

/** The providers texts of the marketing catalogue: they load with the page that shows them, not with the landing. */
export const es = {
  providers: {
    pageTitle: 'Soy terapeuta · Aliento',
    title: 'Acompaña a tu comunidad desde donde estés',
    subtitle:
      'Únete a una red de terapeutas latinos que atienden en español a personas y parejas de toda la comunidad. Tú pones tu experiencia; nosotros nos encargamos del resto.',
    whyTitle: 'Por qué unirte a Aliento',
    why: {
      free: { title: 'Unirte es gratis', body: 'No pagas cuotas de inscripción ni mensualidades.' },
      focus: { title: 'Enfócate en lo que te gusta', body: 'Nosotros nos ocupamos de la agenda, los pagos y la tecnología.' },
      flexibility: { title: 'Trabaja con flexibilidad', body: 'Tú decides tus horarios y cuántas personas atiendes.' },
      income: { title: 'Ingresos adicionales', body: 'Complementa tu práctica con sesiones en línea.' },
      knowledge: { title: 'Sigue aprendiendo', body: 'Comparte casos y recursos con colegas que trabajan con la comunidad latina.' },
    },
    imageAlt: 'Una terapeuta latina con audífonos atiende una sesión por video desde su escritorio',
    formTitle: 'Solicitud para terapeutas',
    formIntro: 'Completa el formulario y te escribiremos en menos de 24 horas.',
  },
};

export const en: typeof es = {
  providers: {
    pageTitle: 'Providers · Aliento',
    title: 'Support your community from wherever you are',
    subtitle:
      'Join a network of Latino therapists who serve individuals and couples across the community in Spanish. You bring your expertise; we take care of the rest.',
    whyTitle: 'Why join Aliento',
    why: {
      free: { title: 'Free to join', body: 'No sign-up fees and no monthly charges.' },
      focus: { title: 'Focus on what you love', body: 'We handle scheduling, payments and technology.' },
      flexibility: { title: 'Work flexibility', body: 'You choose your hours and how many clients you see.' },
      income: { title: 'Supplemental income', body: 'Complement your practice with online sessions.' },
      knowledge: { title: 'Increase your knowledge', body: 'Share cases and resources with colleagues who work with the Latino community.' },
    },
    imageAlt: 'A Latina therapist wearing headphones holds a video session from her desk',
    formTitle: 'Provider application',
    formIntro: 'Fill out the form and we will contact you within 24 hours.',
  },
};

registerNamespace(NS, { es, en });
