import { registerNamespace } from '@aliento/i18n';
import { NS } from '../../app/i18n';

export { NS };

/** The contact texts of the marketing catalogue: they load with the page that shows them, not with the landing. */
export const es = {
  contact: {
    pageTitle: 'Contacto · Aliento',
    title: 'Estamos aquí para escucharte',
    subtitle: 'Escríbenos tus preguntas o comentarios y te responderemos en menos de 24 horas hábiles.',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    confirmEmail: 'Confirma tu correo electrónico',
    info: '¿Cómo podemos ayudarte?',
    submit: 'Enviar',
    crisisHint: 'Este formulario no es para emergencias. Si estás en peligro, llama al 911 o al 988.',
    sentTitle: 'Gracias por tu mensaje, {{name}}',
    sentText: 'Lo recibimos y te responderemos a {{email}} en menos de 24 horas hábiles.',
    sendAnother: 'Enviar otro mensaje',
  },
};

export const en: typeof es = {
  contact: {
    pageTitle: 'Contact · Aliento',
    title: 'We are here to listen',
    subtitle: 'Send us your questions or comments and we will reply within 24 business hours.',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    confirmEmail: 'Confirm email',
    info: 'How can we help you?',
    submit: 'Submit',
    crisisHint: 'This form is not for emergencies. If you are in danger, call 911 or 988.',
    sentTitle: 'Thank you for your message, {{name}}',
    sentText: 'We received it and will reply to {{email}} within 24 business hours.',
    sendAnother: 'Send another message',
  },
};

registerNamespace(NS, { es, en });
