/**
 * Appointment e-mails through the outbox, each in its recipient's language: booking confirmation (with an .ics
 * invitation) to client and therapist, cancellation request and outcomes, and the 24-hour reminder. Every mail
 * carries a dedupe key, so a retried transaction or a second job replica never queues it twice.
 */
import type { Language } from '@aliento/contracts/enums';
import type { Queryable } from '../db';
import { layout, type RenderedMail } from '../mail/templates';
import type { MailMessage } from '../mail/outbox';
import type { ServiceContext } from './context';
import { DEFAULT_TIME_ZONE } from './scheduling';
import { roomLink } from './video';
import { appointmentIcs } from './appointment-ics';

type Person = { id: string; firstName: string; lastName: string; email: string; language: Language };

/** What appointment mails need to know. */
export type AppointmentMailData = {
  id: string;
  name: string | null;
  start: Date | null;
  end: Date | null;
  link: string;
  /** Zone the times are written in (the therapist's availability zone). */
  timeZone: string;
  client: Person;
  therapist: Person;
};

type Row = {
  id: string;
  name: string | null;
  start_time: Date | null;
  end_time: Date | null;
  room: string;
  time_zone: string | null;
  c_id: string;
  c_first: string;
  c_last: string;
  c_email: string;
  c_lang: Language;
  t_id: string;
  t_first: string;
  t_last: string;
  t_email: string;
  t_lang: Language;
};

/** Reads what the mails of one appointment need. */
export async function loadMailData(q: Queryable, videoHost: string, appointmentId: string): Promise<AppointmentMailData> {
  const r = await q.query<Row>(
    `SELECT a.id, a.name, a.start_time, a.end_time, a.room, av.time_zone,
            c.id AS c_id, c.first_name AS c_first, c.last_name AS c_last, c.email AS c_email, c.language AS c_lang,
            t.id AS t_id, t.first_name AS t_first, t.last_name AS t_last, t.email AS t_email, t.language AS t_lang
     FROM appointments a JOIN users c ON c.id = a.client_id JOIN users t ON t.id = a.therapist_id
     LEFT JOIN therapist_availability av ON av.therapist_id = a.therapist_id
     WHERE a.id = $1`,
    [appointmentId],
  );
  const x = r.rows[0];
  return {
    id: x.id,
    name: x.name,
    start: x.start_time ? new Date(x.start_time) : null,
    end: x.end_time ? new Date(x.end_time) : null,
    link: roomLink(videoHost, x.room),
    timeZone: x.time_zone ?? DEFAULT_TIME_ZONE,
    client: { id: x.c_id, firstName: x.c_first, lastName: x.c_last, email: x.c_email, language: x.c_lang },
    therapist: { id: x.t_id, firstName: x.t_first, lastName: x.t_last, email: x.t_email, language: x.t_lang },
  };
}

/** "martes, 3 de marzo de 2026, 10:00–10:45 (hora de Nueva York)"-style text in the language and zone. */
export function whenText(lang: Language, d: AppointmentMailData): string {
  if (!d.start || !d.end) return lang === 'en' ? 'the time you chose in the calendar' : 'el horario que elegiste en el calendario';
  const locale = lang === 'en' ? 'en-US' : 'es-MX';
  const day = new Intl.DateTimeFormat(locale, { timeZone: d.timeZone, dateStyle: 'full' }).format(d.start);
  const time = new Intl.DateTimeFormat(locale, { timeZone: d.timeZone, timeStyle: 'short' });
  const zone = new Intl.DateTimeFormat(locale, { timeZone: d.timeZone, timeZoneName: 'long' })
    .formatToParts(d.start)
    .find((p) => p.type === 'timeZoneName')?.value;
  return `${day}, ${time.format(d.start)}–${time.format(d.end)}${zone ? ` (${zone})` : ''}`;
}

const fullName = (p: Person) => `${p.firstName} ${p.lastName}`.trim();

type Kind = 'booking' | 'cancellationRequested' | 'cancellationConfirmed' | 'refunded' | 'refundDeclined' | 'reminder';

/** Renders one appointment mail for `to` (the client or the therapist of `d`). */
export function renderAppointmentMail(kind: Kind, d: AppointmentMailData, to: 'client' | 'therapist', extra: { autoRefund?: boolean } = {}): RenderedMail {
  const me = d[to];
  const other = to === 'client' ? d.therapist : d.client;
  const lang = me.language;
  const en = lang === 'en';
  const when = whenText(lang, d);
  const hi = en ? `Hi ${me.firstName},` : `Hola ${me.firstName}:`;
  const join = { href: d.link, label: en ? 'Join the video session' : 'Entrar a la videollamada' };
  switch (kind) {
    case 'booking':
      return {
        subject: en ? `Session booked: ${when}` : `Sesión agendada: ${when}`,
        ...layout(
          lang,
          [
            hi,
            en
              ? `Your 45-minute session with ${fullName(other)} is booked for ${when}.`
              : `Tu sesión de 45 minutos con ${fullName(other)} quedó agendada para el ${when}.`,
            en ? 'The attached invitation adds it to your calendar. Join from this link when it is time:' : 'La invitación adjunta la agrega a tu calendario. Cuando sea la hora, entra desde este enlace:',
          ],
          join,
        ),
      };
    case 'reminder':
      return {
        subject: en ? `Reminder: your session is tomorrow, ${when}` : `Recordatorio: tu sesión es mañana, ${when}`,
        ...layout(
          lang,
          [hi, en ? `This is a reminder of your session with ${fullName(other)} on ${when}.` : `Te recordamos tu sesión con ${fullName(other)} el ${when}.`],
          join,
        ),
      };
    case 'cancellationRequested':
      // with 24 hours' notice the credit came back and the session is off at once; later, the time stays held
      if (to === 'therapist' && extra.autoRefund) {
        return {
          subject: en ? `Session cancelled: ${when}` : `Sesión cancelada: ${when}`,
          ...layout(lang, [
            hi,
            en
              ? `${fullName(other)} cancelled the session on ${when} at least 24 hours ahead. The session is cancelled and the time is free again for other clients; there is nothing you need to do.`
              : `${fullName(other)} canceló la sesión del ${when} con al menos 24 horas de anticipación. La sesión quedó cancelada y el horario vuelve a estar libre para otros clientes; no necesitas hacer nada.`,
          ]),
        };
      }
      if (to === 'therapist') {
        return {
          subject: en ? `Cancellation requested: ${when}` : `Solicitud de cancelación: ${when}`,
          ...layout(lang, [
            hi,
            en
              ? `${fullName(other)} asked to cancel the session on ${when}, less than 24 hours ahead. The time stays reserved until you confirm the cancellation in your appointments; our team will decide whether the client's credit is returned.`
              : `${fullName(other)} pidió cancelar la sesión del ${when}, con menos de 24 horas de anticipación. El horario sigue reservado hasta que confirmes la cancelación en tus citas; nuestro equipo decidirá si se devuelve el crédito del cliente.`,
          ]),
        };
      }
      if (extra.autoRefund) {
        return {
          subject: en ? `Session cancelled: ${when}` : `Sesión cancelada: ${when}`,
          ...layout(lang, [
            hi,
            en
              ? `Your session with ${fullName(other)} on ${when} is cancelled. You cancelled at least 24 hours ahead, so your session credit has been returned to your plan.`
              : `Tu sesión con ${fullName(other)} del ${when} quedó cancelada. Cancelaste con al menos 24 horas de anticipación, así que te devolvimos el crédito de la sesión a tu plan.`,
          ]),
        };
      }
      return {
        subject: en ? 'We received your cancellation request' : 'Recibimos tu solicitud de cancelación',
        ...layout(lang, [
          hi,
          en
            ? `We received your request to cancel the session with ${fullName(other)} on ${when}.`
            : `Recibimos tu solicitud para cancelar la sesión con ${fullName(other)} del ${when}.`,
          en
            ? 'Because it is less than 24 hours before the session, our team will review whether the credit is returned and let you know.'
            : 'Como faltan menos de 24 horas para la sesión, nuestro equipo revisará si se devuelve el crédito y te avisará.',
        ]),
      };
    case 'cancellationConfirmed':
      return {
        subject: en ? `Session cancelled: ${when}` : `Sesión cancelada: ${when}`,
        ...layout(lang, [
          hi,
          en ? `The session with ${fullName(other)} on ${when} is cancelled.` : `La sesión con ${fullName(other)} del ${when} quedó cancelada.`,
        ]),
      };
    case 'refunded':
      if (to === 'therapist') {
        return {
          subject: en ? `Session cancelled: ${when}` : `Sesión cancelada: ${when}`,
          ...layout(lang, [
            hi,
            en
              ? `Our team returned ${fullName(other)}'s credit for the session on ${when}, so the session is cancelled and the time is free again for other clients.`
              : `Nuestro equipo devolvió el crédito de ${fullName(other)} por la sesión del ${when}, así que la sesión quedó cancelada y el horario vuelve a estar libre para otros clientes.`,
          ]),
        };
      }
      return {
        subject: en ? 'Your session credit was returned' : 'Te devolvimos el crédito de tu sesión',
        ...layout(lang, [
          hi,
          en
            ? `We reviewed your cancellation of the session on ${when} and returned the credit to your plan. The session is cancelled.`
            : `Revisamos tu cancelación de la sesión del ${when} y devolvimos el crédito a tu plan. La sesión quedó cancelada.`,
        ]),
      };
    case 'refundDeclined':
      return {
        subject: en ? 'About your cancellation request' : 'Sobre tu solicitud de cancelación',
        ...layout(lang, [
          hi,
          en
            ? `We reviewed your cancellation of the session on ${when}. As it was requested less than 24 hours ahead, the credit stays used.`
            : `Revisamos tu cancelación de la sesión del ${when}. Como se pidió con menos de 24 horas de anticipación, el crédito queda utilizado.`,
        ]),
      };
  }
}

/** Queues one appointment mail (idempotent per appointment, kind and recipient). */
async function queue(
  ctx: ServiceContext,
  q: Queryable,
  kind: Kind,
  d: AppointmentMailData,
  to: 'client' | 'therapist',
  extra: { autoRefund?: boolean; ics?: boolean } = {},
): Promise<void> {
  const person = d[to];
  const mail = renderAppointmentMail(kind, d, to, extra);
  const ics = extra.ics ? appointmentIcs(to, d) : null;
  const message: MailMessage = {
    to: person.email,
    ...mail,
    kind: `appointment.${kind}`,
    language: person.language,
    dedupeKey: `appointment:${d.id}:${kind}:${to}`,
    ...(ics
      ? { attachments: [{ filename: 'aliento-sesion.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: Buffer.from(ics).toString('base64') }] }
      : {}),
  };
  await ctx.mailer.enqueue(q, message);
}

/** Booking confirmation to client and therapist, with the invitation attached. */
export async function notifyBooked(ctx: ServiceContext, q: Queryable, d: AppointmentMailData): Promise<void> {
  await queue(ctx, q, 'booking', d, 'client', { ics: true });
  await queue(ctx, q, 'booking', d, 'therapist', { ics: true });
}

/**
 * Cancellation requested. With 24 hours' notice both are told the session is cancelled (credit returned, time free);
 * later, the client gets an acknowledgement and the therapist a request to confirm (the time stays reserved).
 */
export async function notifyCancellationRequested(ctx: ServiceContext, q: Queryable, d: AppointmentMailData, autoRefund: boolean): Promise<void> {
  await queue(ctx, q, 'cancellationRequested', d, 'client', { autoRefund });
  await queue(ctx, q, 'cancellationRequested', d, 'therapist', { autoRefund });
}

/** The therapist confirmed the cancellation: both parties are told. */
export async function notifyCancellationConfirmed(ctx: ServiceContext, q: Queryable, d: AppointmentMailData): Promise<void> {
  await queue(ctx, q, 'cancellationConfirmed', d, 'client');
  await queue(ctx, q, 'cancellationConfirmed', d, 'therapist');
}

/** The admin's refund decision, to the client; a refund cancels the session, so the therapist is told too. */
export async function notifyRefundDecision(ctx: ServiceContext, q: Queryable, d: AppointmentMailData, refunded: boolean): Promise<void> {
  await queue(ctx, q, refunded ? 'refunded' : 'refundDeclined', d, 'client');
  if (refunded) await queue(ctx, q, 'refunded', d, 'therapist');
}

/** The 24-hour reminder to both parties. */
export async function notifyReminder(ctx: ServiceContext, q: Queryable, d: AppointmentMailData): Promise<void> {
  await queue(ctx, q, 'reminder', d, 'client');
  await queue(ctx, q, 'reminder', d, 'therapist');
}
