import { registerNamespace } from '@aliento/i18n';

/** The marketing remote's catalogue (namespace 'marketing'); Spanish is the reference. */
export const es = {
  hero: {
    title: 'Terapia en español, con alguien que te entiende',
    body: 'Habla con terapeutas latinos con al menos 3 años de experiencia, desde tu teléfono y en sesiones de 45 minutos. Tu primera sesión es gratis.',
    cta: 'Reserva tu sesión gratis',
  },
  footer: {
    crisis: 'Si tu vida o la de otra persona está en peligro, no uses este sitio: llama al 911. Para apoyo emocional en español, llama o escribe al 988 y marca 2.',
    rights: 'Todos los derechos reservados.',
    version: 'Versión',
  },
};

export const en: typeof es = {
  hero: {
    title: 'Therapy in Spanish, with someone who understands you',
    body: 'Talk with Latino therapists who have at least 3 years of experience, from your phone, in 45-minute sessions. Your first session is free.',
    cta: 'Book your free session',
  },
  footer: {
    crisis: 'If you or someone else is in a life-threatening situation, do not use this site: call 911 or the 988 Suicide & Crisis Lifeline (call or text 988).',
    rights: 'All rights reserved.',
    version: 'Version',
  },
};

export const NS = 'marketing';
registerNamespace(NS, { es, en });
