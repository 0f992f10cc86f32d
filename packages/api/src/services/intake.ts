/** Provider applications (intake form): stored, then mailed to the staff address through the outbox. */
import type { Language } from '@aliento/contracts/enums';
import type { IntakeRequest } from '@aliento/contracts/intake';
import { translateMessage } from '@aliento/contracts/messages';
import { insertIntakeApplication } from '../data/forms';
import { layout } from '../mail/templates';
import type { ServiceContext } from './context';

const GENDER_LABELS: Record<IntakeRequest['gender'], string> = { Male: 'Hombre', Female: 'Mujer', No: 'Prefiere no decirlo' };
const yes = (b: boolean) => (b ? 'sí' : 'no');

/** Stores the application and queues the staff mail in one transaction; answers the success text. */
export async function sendIntake(ctx: ServiceContext, body: IntakeRequest, lang: Language): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    await insertIntakeApplication(tx, body, lang);
    // staff read Spanish; the applicant's own words are quoted as sent (the HTML layout escapes them)
    const paragraphs = [
      'Nueva solicitud de terapeuta recibida desde el formulario de proveedores.',
      `Nombre: ${body.firstName} ${body.lastName}`,
      `Correo: ${body.email}`,
      `Teléfono: ${body.phoneNumber} · WhatsApp: ${body.whatsAppNumber}`,
      `Nacionalidad: ${body.nationality} · Género: ${GENDER_LABELS[body.gender]}`,
      `Años de experiencia: ${body.yearsOfExperience}`,
      `Área de especialidad: ${body.areaOfSpecialty}`,
      `Certificaciones: ${body.certifications}`,
      `Atiende a: individuos ${yes(body.individuals)}, parejas ${yes(body.couples)}, grupos ${yes(body.groups)}`,
      `Idioma del formulario: ${lang} · Consentimiento: sí`,
    ];
    await ctx.mailer.enqueue(tx, {
      to: ctx.config.staffEmail,
      subject: `Solicitud de terapeuta: ${body.firstName} ${body.lastName}`.slice(0, 200),
      ...layout('es', paragraphs),
      kind: 'intake',
      language: 'es',
      // staff answer the person directly from their mail program
      replyTo: { name: `${body.firstName} ${body.lastName}`.trim(), address: body.email },
    });
  });
  return { message: translateMessage('intakeSent', lang) };
}
