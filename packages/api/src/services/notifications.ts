/**
 * Appointment e-mails through the outbox, each in its recipient's language: booking confirmation (with the calendar
 * invitation, METHOD:REQUEST) to client and therapist, cancellation request and outcomes (the one that cancels the
 * session carries the calendar's METHOD:CANCEL), and the 24-hour reminder. Every mail carries a dedupe key, so a
 * retried transaction or a second job replica never queues it twice.
 */
import type { Language } from '@aliento/contracts/enums';
import { timeZoneLabel } from '@aliento/contracts/time-zone-label';
import { appointmentMailRow } from '../data/appointments';
import type { Queryable } from '../db';
import { appointmentLink, withAppointmentLink } from '../mail/appointment-link';
import { layout, type RenderedMail } from '../mail/templates';
import { mailTexts } from '../mail/texts/catalogue';
import type { MailMessage } from '../mail/outbox';
import type { AppointmentMailData, CalendarUpdate, MailPerson } from '../mail/types';
import type { ServiceContext } from './context';
import { DEFAULT_TIME_ZONE } from './scheduling';
import { roomLink } from './video';
import { appointmentInvitation } from './appointment-ics';
import { cancelledEvent } from './calendar-sequence';

/** Reads what the mails of one appointment need. */
export async function loadMailData(q: Queryable, videoHost: string, appointmentId: string): Promise<AppointmentMailData> {
  const x = await appointmentMailRow(q, appointmentId);
  return {
    id: x.id,
    name: x.name,
    start: x.start_time ? new Date(x.start_time) : null,
    end: x.end_time ? new Date(x.end_time) : null,
    link: roomLink(videoHost, x.room),
    sequence: x.calendar_sequence,
    timeZone: x.time_zone ?? x.t_tz ?? DEFAULT_TIME_ZONE,
    client: { id: x.c_id, firstName: x.c_first, lastName: x.c_last, email: x.c_email, language: x.c_lang, timeZone: x.c_tz },
    therapist: { id: x.t_id, firstName: x.t_first, lastName: x.t_last, email: x.t_email, language: x.t_lang, timeZone: x.t_tz },
  };
}

/** "martes, 3 de marzo de 2026, 10:00–10:45, hora oriental (New York)": the time in the language and zone. */
export function whenText(lang: Language, d: AppointmentMailData, timeZone = d.timeZone): string {
  const t = mailTexts(lang);
  if (!d.start || !d.end) return t.appointment.timeUnknown;
  const day = new Intl.DateTimeFormat(t.locale, { timeZone, dateStyle: 'full' }).format(d.start);
  const time = new Intl.DateTimeFormat(t.locale, { timeZone, timeStyle: 'short' });
  // the zone in the words the appointments page uses for it
  return `${day}, ${time.format(d.start)}–${time.format(d.end)}, ${timeZoneLabel(timeZone, t.locale, d.start)}`;
}

const fullName = (p: MailPerson) => `${p.firstName} ${p.lastName}`.trim();

type Kind = 'booking' | 'cancellationRequested' | 'cancellationConfirmed' | 'refunded' | 'refundDeclined' | 'reminder';

/** Renders one appointment mail for `to` (the client or the therapist of `d`). */
export function renderAppointmentMail(
  kind: Kind,
  d: AppointmentMailData,
  to: 'client' | 'therapist',
  extra: { autoRefund?: boolean; reason?: string | null } = {},
): RenderedMail {
  const me = d[to];
  const other = to === 'client' ? d.therapist : d.client;
  const lang = me.language;
  const t = mailTexts(lang).appointment;
  const when = whenText(lang, d, recipientZone(d, to));
  const about = { when, other: fullName(other) };
  const hi = mailTexts(lang).greeting(me.firstName);
  const join = { href: d.link, label: t.joinVideo };
  const mail = (subject: string, paragraphs: string[], link?: { href: string; label: string }): RenderedMail => ({
    subject,
    ...layout(lang, [hi, ...paragraphs], link),
  });
  switch (kind) {
    case 'booking':
      return mail(t.booking.subject(when), t.booking.body(about), join);
    case 'reminder':
      return mail(t.reminder.subject(when), t.reminder.body(about), join);
    case 'cancellationRequested': {
      // the therapist reads the client's reason, when they gave one
      const why = extra.reason ? [t.reasonGiven(extra.reason)] : [];
      // with 24 hours' notice the credit came back and the session is off at once; later, the time stays held
      if (to === 'therapist' && extra.autoRefund) return mail(t.cancelledSubject(when), [...t.cancelledWithNoticeToTherapist(about), ...why]);
      if (to === 'therapist')
        return mail(t.cancellationRequestedToTherapist.subject(when), [...t.cancellationRequestedToTherapist.body(about), ...why]);
      if (extra.autoRefund) return mail(t.cancelledSubject(when), t.cancelledWithNoticeToClient(about));
      return mail(t.cancellationRequestedToClient.subject, t.cancellationRequestedToClient.body(about));
    }
    case 'cancellationConfirmed':
      return mail(t.cancelledSubject(when), t.cancellationConfirmed(about));
    case 'refunded':
      if (to === 'therapist') return mail(t.cancelledSubject(when), t.refundedToTherapist(about));
      return mail(t.refunded.subject, t.refunded.body(about));
    case 'refundDeclined':
      return mail(t.refundDeclined.subject, t.refundDeclined.body(about));
  }
}

/**
 * The zone a recipient reads times in: their own, as their browser last told it (stored at sign-in, booking, hold,
 * reschedule or cancellation); else the therapist's (their availability's zone, which is where the session was offered).
 * Each mail names the zone beside the time, so the fallback is never silent.
 */
export function recipientZone(d: AppointmentMailData, to: 'client' | 'therapist'): string {
  return d[to].timeZone || d.timeZone;
}

/**
 * Queues one rendered appointment mail for `to`, with the link to the appointment in the app and, when `calendar` is
 * given, the calendar message for the recipient's own calendar.
 */
export async function queueAppointmentMail(
  ctx: ServiceContext,
  q: Queryable,
  d: AppointmentMailData,
  to: 'client' | 'therapist',
  m: { kind: string; mail: RenderedMail; dedupeKey: string; calendar?: CalendarUpdate | null },
): Promise<void> {
  const person = d[to];
  const mail = withAppointmentLink(m.mail, person.language, ctx.config.publicWebUrl, d.id);
  const calendar = m.calendar
    ? appointmentInvitation(to, d, m.calendar, { mailFrom: ctx.config.mailFrom, appointmentUrl: appointmentLink(ctx.config.publicWebUrl, d.id) })
    : null;
  const message: MailMessage = { to: person.email, ...mail, kind: `appointment.${m.kind}`, language: person.language, dedupeKey: m.dedupeKey };
  await ctx.mailer.enqueue(q, calendar ? { ...message, calendar } : message);
}

/** Queues one appointment mail (idempotent per appointment, kind and recipient). */
async function queue(
  ctx: ServiceContext,
  q: Queryable,
  kind: Kind,
  d: AppointmentMailData,
  to: 'client' | 'therapist',
  extra: { autoRefund?: boolean; reason?: string | null; calendar?: CalendarUpdate | null } = {},
): Promise<void> {
  const mail = renderAppointmentMail(kind, d, to, extra);
  await queueAppointmentMail(ctx, q, d, to, { kind, mail, dedupeKey: `appointment:${d.id}:${kind}:${to}`, calendar: extra.calendar });
}

/** Booking confirmation to client and therapist, with the invitation to their calendars. */
export async function notifyBooked(ctx: ServiceContext, q: Queryable, d: AppointmentMailData): Promise<void> {
  const calendar: CalendarUpdate = { method: 'REQUEST', sequence: d.sequence };
  await queue(ctx, q, 'booking', d, 'client', { calendar });
  await queue(ctx, q, 'booking', d, 'therapist', { calendar });
}

/**
 * Cancellation requested. With 24 hours' notice both are told the session is cancelled (credit returned, time free);
 * later, the client gets an acknowledgement and the therapist a request to confirm (the time stays reserved).
 */
export async function notifyCancellationRequested(
  ctx: ServiceContext,
  q: Queryable,
  d: AppointmentMailData,
  autoRefund: boolean,
  reason: string | null = null,
): Promise<void> {
  // with notice the session is off at once: the mails take it out of both calendars
  const calendar = autoRefund ? await cancelledEvent(q, d.id) : null;
  await queue(ctx, q, 'cancellationRequested', d, 'client', { autoRefund, calendar });
  await queue(ctx, q, 'cancellationRequested', d, 'therapist', { autoRefund, reason, calendar });
}

/** The therapist confirmed the cancellation: both parties are told. */
export async function notifyCancellationConfirmed(ctx: ServiceContext, q: Queryable, d: AppointmentMailData): Promise<void> {
  const calendar = await cancelledEvent(q, d.id);
  await queue(ctx, q, 'cancellationConfirmed', d, 'client', { calendar });
  await queue(ctx, q, 'cancellationConfirmed', d, 'therapist', { calendar });
}

/** The admin's refund decision, to the client; a refund cancels the session, so the therapist is told too. */
export async function notifyRefundDecision(ctx: ServiceContext, q: Queryable, d: AppointmentMailData, refunded: boolean): Promise<void> {
  // a refund cancels the session (unless the therapist's confirmation already did and took it out of the calendars)
  const calendar = refunded ? await cancelledEvent(q, d.id) : null;
  await queue(ctx, q, refunded ? 'refunded' : 'refundDeclined', d, 'client', { calendar });
  if (refunded) await queue(ctx, q, 'refunded', d, 'therapist', { calendar });
}

/** The 24-hour reminder to both parties. */
export async function notifyReminder(ctx: ServiceContext, q: Queryable, d: AppointmentMailData): Promise<void> {
  await queue(ctx, q, 'reminder', d, 'client');
  await queue(ctx, q, 'reminder', d, 'therapist');
}
