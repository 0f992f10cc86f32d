/**
 * Appointment e-mails through the outbox, each in its recipient's language: booking confirmation (with an .ics
 * invitation) to client and therapist, cancellation request and outcomes, and the 24-hour reminder. Every mail
 * carries a dedupe key, so a retried transaction or a second job replica never queues it twice.
 */
import type { Language } from '@aliento/contracts/enums';
import type { Queryable } from '../db';
import { withAppointmentLink } from '../mail/appointment-link';
import { layout, type RenderedMail } from '../mail/templates';
import type { MailMessage } from '../mail/outbox';
import type { ServiceContext } from './context';
import { DEFAULT_TIME_ZONE } from './scheduling';
import { roomLink } from './video';

type Person = { id: string; firstName: string; lastName: string; email: string; language: Language; timeZone?: string | null };

/** What appointment mails need to know. */
export type AppointmentMailData = {
  id: string;
  name: string | null;
  start: Date | null;
  end: Date | null;
  link: string;
  /** The therapist's zone (their availability's, else their browser's); a client reads their own zone when known. */
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
  c_tz: string | null;
  t_tz: string | null;
};

/** Reads what the mails of one appointment need. */
export async function loadMailData(q: Queryable, videoHost: string, appointmentId: string): Promise<AppointmentMailData> {
  const r = await q.query<Row>(
    `SELECT a.id, a.name, a.start_time, a.end_time, a.room, av.time_zone,
            c.id AS c_id, c.first_name AS c_first, c.last_name AS c_last, c.email AS c_email, c.language AS c_lang, c.time_zone AS c_tz, t.time_zone AS t_tz,
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
    timeZone: x.time_zone ?? x.t_tz ?? DEFAULT_TIME_ZONE,
    client: { id: x.c_id, firstName: x.c_first, lastName: x.c_last, email: x.c_email, language: x.c_lang, timeZone: x.c_tz },
    therapist: { id: x.t_id, firstName: x.t_first, lastName: x.t_last, email: x.t_email, language: x.t_lang },
  };
}

/** "martes, 3 de marzo de 2026, 10:00–10:45 (hora de Nueva York)"-style text in the language and zone. */
export function whenText(lang: Language, d: AppointmentMailData, timeZone = d.timeZone): string {
  if (!d.start || !d.end) return lang === 'en' ? 'the time you chose in the calendar' : 'el horario que elegiste en el calendario';
  const locale = lang === 'en' ? 'en-US' : 'es-MX';
  const day = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full' }).format(d.start);
  const time = new Intl.DateTimeFormat(locale, { timeZone, timeStyle: 'short' });
  const zone = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' })
    .formatToParts(d.start)
    .find((p) => p.type === 'timeZoneName')?.value;
  return `${day}, ${time.format(d.start)}–${time.format(d.end)}${zone ? ` (${zone})` : ''}`;
}

const fullName = (p: Person) => `${p.firstName} ${p.lastName}`.trim();

const icsDate = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const icsText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (RFC 5545 3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let cur = '';
  for (const ch of line) {
    if (Buffer.byteLength(cur + ch) > (out.length === 0 ? 75 : 74)) {
      out.push(cur);
      cur = '';
    }
    cur += ch;
  }
  out.push(cur);
  return out.join('\r\n ');
}

/** The iCalendar invitation of an appointment (null when it has no times). */
export function appointmentIcs(to: 'client' | 'therapist', d: AppointmentMailData, now = new Date()): string | null {
  if (!d.start || !d.end) return null;
  const lang = d[to].language;
  const other = to === 'client' ? d.therapist : d.client;
  const summary = lang === 'en' ? `Aliento session with ${fullName(other)}` : `Sesión de Aliento con ${fullName(other)}`;
  const description = lang === 'en' ? `Join the video session: ${d.link}` : `Entra a la videollamada: ${d.link}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Aliento//Appointments//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${d.id}@aliento`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART:${icsDate(d.start)}`,
    `DTEND:${icsDate(d.end)}`,
    `SUMMARY:${icsText(summary)}`,
    `DESCRIPTION:${icsText(description)}`,
    `LOCATION:${icsText(d.link)}`,
    `URL:${d.link}`,
    'STATUS:CONFIRMED',
    'BEGIN:VALARM',
    'TRIGGER:-PT1H',
    'ACTION:DISPLAY',
    `DESCRIPTION:${icsText(summary)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

type Kind = 'booking' | 'cancellationRequested' | 'cancellationConfirmed' | 'refunded' | 'refundDeclined' | 'reminder';

/** Renders one appointment mail for `to` (the client or the therapist of `d`). */
export function renderAppointmentMail(kind: Kind, d: AppointmentMailData, to: 'client' | 'therapist', extra: { autoRefund?: boolean } = {}): RenderedMail {
  const me = d[to];
  const other = to === 'client' ? d.therapist : d.client;
  const lang = me.language;
  const en = lang === 'en';
  const when = whenText(lang, d, recipientZone(d, to));
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
      if (to === 'therapist') {
        return {
          subject: en ? `Cancellation requested: ${when}` : `Solicitud de cancelación: ${when}`,
          ...layout(lang, [
            hi,
            en
              ? `${fullName(other)} asked to cancel the session on ${when}. Please confirm the cancellation in your appointments.`
              : `${fullName(other)} pidió cancelar la sesión del ${when}. Confirma la cancelación en tus citas.`,
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
          extra.autoRefund
            ? en
              ? 'You cancelled at least 24 hours ahead, so your session credit has been returned.'
              : 'Cancelaste con al menos 24 horas de anticipación, así que te devolvimos el crédito de la sesión.'
            : en
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
      return {
        subject: en ? 'Your session credit was returned' : 'Te devolvimos el crédito de tu sesión',
        ...layout(lang, [
          hi,
          en
            ? `We reviewed your cancellation of the session on ${when} and returned the credit to your plan.`
            : `Revisamos tu cancelación de la sesión del ${when} y devolvimos el crédito a tu plan.`,
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

/** The zone a recipient reads times in: the client's own (stored at sign-in or booking), else the therapist's. */
export function recipientZone(d: AppointmentMailData, to: 'client' | 'therapist'): string {
  return (to === 'client' && d.client.timeZone) || d.timeZone;
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
  const mail = withAppointmentLink(renderAppointmentMail(kind, d, to, extra), person.language, ctx.config.publicWebUrl, d.id);
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

/** Cancellation requested: acknowledgement (with the refund outcome when automatic) to the client, notice to the therapist. */
export async function notifyCancellationRequested(ctx: ServiceContext, q: Queryable, d: AppointmentMailData, autoRefund: boolean): Promise<void> {
  await queue(ctx, q, 'cancellationRequested', d, 'client', { autoRefund });
  await queue(ctx, q, 'cancellationRequested', d, 'therapist');
}

/** The therapist confirmed the cancellation: both parties are told. */
export async function notifyCancellationConfirmed(ctx: ServiceContext, q: Queryable, d: AppointmentMailData): Promise<void> {
  await queue(ctx, q, 'cancellationConfirmed', d, 'client');
  await queue(ctx, q, 'cancellationConfirmed', d, 'therapist');
}

/** The admin's refund decision, to the client. */
export async function notifyRefundDecision(ctx: ServiceContext, q: Queryable, d: AppointmentMailData, refunded: boolean): Promise<void> {
  await queue(ctx, q, refunded ? 'refunded' : 'refundDeclined', d, 'client');
}

/** The 24-hour reminder to both parties. */
export async function notifyReminder(ctx: ServiceContext, q: Queryable, d: AppointmentMailData): Promise<void> {
  await queue(ctx, q, 'reminder', d, 'client');
  await queue(ctx, q, 'reminder', d, 'therapist');
}
