import { registerNamespace } from '@aliento/i18n';
import { NS } from '../../app/i18n';

export { NS };

/** The aboutUs texts of the marketing catalogue: they load with the page that shows them, not with the landing. */
export const es = {
  aboutUs: {
    pageTitle: 'Nosotros · Aliento',
    title: 'Creemos que la salud mental también habla español',
    missionTitle: 'Nuestra misión',
    mission:
      'Aliento nació para que ninguna persona latina se quede sin apoyo emocional por el idioma, el costo o la distancia. Conectamos a personas y parejas con terapeutas que comparten su cultura, en sesiones por video accesibles y confidenciales.',
    promiseTitle: 'Nuestra promesa',
    promise: {
      affordability: { title: 'Precios accesibles', body: 'Primera sesión gratis y precios claros, sin sorpresas.' },
      safety: { title: 'Seguridad y confidencialidad', body: 'Tu información está protegida y solo tú decides qué compartir.' },
      convenience: { title: 'Comodidad', body: 'Terapia desde tu casa, tu carro o tu trabajo, cuando te acomode.' },
      quality: { title: 'La calidad primero', body: 'Revisamos a cada terapeuta: al menos 3 años de experiencia y credenciales verificadas.' },
      culture: { title: 'Tu cultura primero', body: 'Respetamos tu idioma, tu familia y tu fe en cada sesión.' },
    },
    imageAlt: 'Un grupo diverso de personas latinas de distintas edades conversa y sonríe alrededor de una mesa',
    cta: 'Reserva tu sesión gratis',
  },
};

export const en: typeof es = {
  aboutUs: {
    pageTitle: 'About us · Aliento',
    title: 'We believe mental health speaks Spanish too',
    missionTitle: 'Our mission',
    mission:
      'Aliento was created so that no Latino person goes without emotional support because of language, cost or distance. We connect individuals and couples with therapists who share their culture, in affordable and confidential video sessions.',
    promiseTitle: 'Our promise',
    promise: {
      affordability: { title: 'Affordability', body: 'A free first session and clear prices, with no surprises.' },
      safety: { title: 'Safety and confidentiality', body: 'Your information is protected and you decide what to share.' },
      convenience: { title: 'Convenience', body: 'Therapy from home, your car or work, whenever it suits you.' },
      quality: { title: 'Quality first', body: 'We review every therapist: at least 3 years of experience and verified credentials.' },
      culture: { title: 'Culture first', body: 'We respect your language, your family and your faith in every session.' },
    },
    imageAlt: 'A diverse group of Latino people of different ages talk and smile around a table',
    cta: 'Book your free session',
  },
};

registerNamespace(NS, { es, en });
