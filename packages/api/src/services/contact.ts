/** Contact form messages: stored, then mailed to the staff address through the outbox. */
import type { ContactRequest } from '@aliento/contracts/contact';
import type { Language } from '@aliento/contracts/enums';
import { translateMessage } from '@aliento/contracts/messages';
import { insertContactMessage } from '../data/forms';
import { layout } from '../mail/templates';
import type { ServiceContext } from './context';

/** Stores the message and queues the staff mail in one transaction; answers a thank-you that says when we reply. */
export async function sendContact(ctx: ServiceContext, body: ContactRequest, lang: Language): Promise<{ message: string }> {
  await ctx.db.transaction(async (tx) => {
    await insertContactMessage(tx, body, lang);
    await ctx.mailer.enqueue(tx, {
      to: ctx.config.staffEmail,
      subject: `Mensaje de contacto: ${body.firstName} ${body.lastName}`.slice(0, 200),
      ...layout('es', [
        'Nuevo mensaje desde el formulario de contacto.',
        `Nombre: ${body.firstName} ${body.lastName}`,
        `Correo: ${body.email} · Idioma: ${lang}`,
        'Mensaje:',
        body.info,
      ]),
      kind: 'contact',
      language: 'es',
      // staff answer the person directly from their mail program
      replyTo: { name: `${body.firstName} ${body.lastName}`.trim(), address: body.email },
    });
  });
  return { message: translateMessage('contactSent', lang) };
}
