import { registerNamespace } from '@aliento/i18n';
import { NS } from '../../app/i18n';

export { NS };

/** The careSeekers texts of the marketing catalogue: they load with the page that shows them, not with the landing. */
export const es = {
  careSeekers: {
    pageTitle: 'Busco terapia · Aliento',
    title: 'Un espacio seguro para hablar de lo que sientes',
    body: 'Buscar ayuda es un acto de valentía. En Aliento hablas con terapeutas latinos que entienden tu idioma, tu cultura y lo que significa vivir entre dos mundos. Puedes empezar hoy, desde tu teléfono, con una primera sesión gratis.',
    uniqueTitle: 'Lo que nos hace diferentes',
    unique: {
      language: 'Terapia en español o en inglés, como te sientas más en confianza.',
      culture: 'Terapeutas que conocen la familia latina, la migración y la fe.',
      experience: 'Profesionales con al menos 3 años de experiencia.',
      flexible: 'Sesiones de 45 minutos por video, en el horario que te acomode.',
      free: 'Tu primera sesión es gratis, sin compromiso.',
      cancel: 'Cancela con 24 horas de aviso y conservas tu crédito.',
    },
    imageAlt: 'Un hombre latino conversa con su terapeuta por video desde su teléfono, sentado en un sillón',
    cta: 'Reserva tu sesión gratis',
  },
};

export const en: typeof es = {
  careSeekers: {
    pageTitle: 'Care seekers · Aliento',
    title: 'A safe space to talk about how you feel',
    body: 'Reaching out for help takes courage. At Aliento you talk with Latino therapists who understand your language, your culture and what it means to live between two worlds. You can start today, from your phone, with a free first session.',
    uniqueTitle: 'What makes us unique',
    unique: {
      language: 'Therapy in Spanish or English, whichever feels more comfortable.',
      culture: 'Therapists who understand Latino families, migration and faith.',
      experience: 'Professionals with at least 3 years of experience.',
      flexible: '45-minute video sessions at times that suit you.',
      free: 'Your first session is free, with no commitment.',
      cancel: 'Cancel with 24 hours’ notice and keep your credit.',
    },
    imageAlt: 'A Latino man talks with his therapist by video on his phone, sitting in an armchair',
    cta: 'Book your free session',
  },
};

registerNamespace(NS, { es, en });
