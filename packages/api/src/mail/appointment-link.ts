/** The link every appointment mail carries to that appointment in the app. */
import type { Language } from '@aliento/contracts/enums';
import { appendLink, type RenderedMail } from './templates';
import { mailTexts } from './texts/catalogue';

/** Where the appointment is in the app (mfe-appointments scrolls to and focuses the `#appointment-<id>` item). */
export function appointmentLink(publicWebUrl: string, id: string): string {
  return `${publicWebUrl}/dashboard/appointments#appointment-${encodeURIComponent(id)}`;
}

/** `mail` with the link to appointment `id`, in the recipient's language. */
export function withAppointmentLink(mail: RenderedMail, lang: Language, publicWebUrl: string, id: string): RenderedMail {
  return appendLink(mail, lang, { href: appointmentLink(publicWebUrl, id), label: mailTexts(lang).appointment.seeInApp });
}
