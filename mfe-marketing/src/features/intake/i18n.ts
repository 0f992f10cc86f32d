import { registerNamespace } from '@aliento/i18n';
import { NS } from '../../app/i18n';

export { NS };

/** The intake texts of the marketing catalogue: they load with the page that shows them, not with the landing. */
export const es = {
  intake: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    confirmEmail: 'Confirma tu correo electrónico',
    phoneNumber: 'Teléfono',
    whatsAppNumber: 'Número de WhatsApp',
    phoneHint: 'Incluye el código de país, por ejemplo +1 713 555 0100.',
    nationality: 'Nacionalidad',
    gender: 'Género',
    genderPlaceholder: 'Elige una opción',
    genders: { Male: 'Masculino', Female: 'Femenino', No: 'Prefiero no decirlo' },
    yearsOfExperience: 'Años de experiencia',
    areaOfSpecialty: 'Área de especialidad',
    areaOfSpecialtyHint: 'Por ejemplo: ansiedad, depresión, terapia de pareja, duelo.',
    certifications: 'Certificaciones y licencias',
    certificationsHint: 'Escribe tus licencias o certificaciones, o "ninguna".',
    willingness: '¿A quiénes estás dispuesto a atender?',
    individuals: 'Personas',
    couples: 'Parejas',
    groups: 'Grupos',
    consentBefore: 'Tengo más de 18 años y acepto los términos de uso y la ',
    consentLink: 'política de privacidad',
    consentAfter: '.',
    submit: 'Enviar solicitud',
    submitting: 'Enviando…',
    sentTitle: 'Recibimos tu solicitud, {{name}}',
    sentText: 'Nuestro equipo la revisará y te escribirá a {{email}} en menos de 24 horas hábiles con los siguientes pasos.',
    sendAnother: 'Enviar otra solicitud',
  },
};

export const en: typeof es = {
  intake: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    confirmEmail: 'Confirm email',
    phoneNumber: 'Phone number',
    whatsAppNumber: 'WhatsApp number',
    phoneHint: 'Include the country code, for example +1 713 555 0100.',
    nationality: 'Nationality',
    gender: 'Gender',
    genderPlaceholder: 'Choose an option',
    genders: { Male: 'Male', Female: 'Female', No: 'Prefer not to say' },
    yearsOfExperience: 'Years of experience',
    areaOfSpecialty: 'Area of specialty',
    areaOfSpecialtyHint: 'For example: anxiety, depression, couples therapy, grief.',
    certifications: 'Certifications and licenses',
    certificationsHint: 'List your licenses or certifications, or write "none".',
    willingness: 'Who are you willing to see?',
    individuals: 'Individuals',
    couples: 'Couples',
    groups: 'Groups',
    consentBefore: 'I am over 18 and I accept the terms of use and the ',
    consentLink: 'privacy policy',
    consentAfter: '.',
    submit: 'Submit application',
    submitting: 'Sending…',
    sentTitle: 'We received your application, {{name}}',
    sentText: 'Our team will review it and write to you at {{email}} within 24 business hours with the next steps.',
    sendAnother: 'Send another application',
  },
};

registerNamespace(NS, { es, en });
