/**
 * "The appointment's time changed": the one call a reschedule makes (issue 20's built-in reschedule, Calendly's
 * `invitee.rescheduled`-style webhooks), after writing the new start_time/end_time in its own transaction. Both
 * parties get a mail with the new time in their language and zone, carrying the same calendar event (same UID) with
 * a higher SEQUENCE, so their calendars move the session instead of adding a second one.
 */
import type { Language } from '@aliento/contracts/enums';
import { appointmentCancelled } from '../data/appointments';
import { AppError } from '../lib/app-error';
import type { Queryable } from '../db';
import { layout, type RenderedMail } from '../mail/templates';
import { mailTexts } from '../mail/texts/catalogue';
import type { AppointmentMailData } from '../mail/types';
import { movedEvent } from './calendar-sequence';
import type { ServiceContext } from './context';
import { loadMailData, queueAppointmentMail, recipientZone, whenText } from './notifications';

/** The earlier times, to say what changed. */
export type PreviousTime = { start: Date; end: Date };

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** The mail telling `to` that the session moved to its new time. */
export function rescheduledMail(d: AppointmentMailData, to: 'client' | 'therapist', previous?: PreviousTime): RenderedMail {
  const lang: Language = d[to].language;
  const zone = recipientZone(d, to);
  const when = whenText(lang, d, zone);
  const other = fullName(to === 'client' ? d.therapist : d.client);
  const before = previous ? whenText(lang, { ...d, start: previous.start, end: previous.end }, zone) : null;
  const t = mailTexts(lang);
  const r = t.appointment.rescheduled;
  return {
    subject: r.subject(when),
    ...layout(lang, [t.greeting(d[to].firstName), r.moved({ other, when }), ...(before ? [r.before(before)] : []), r.invitation], {
      href: d.link,
      label: t.appointment.joinVideo,
    }),
  };
}

/**
 * The appointment's time changed: raises the event's SEQUENCE and queues the updated invitation (METHOD:REQUEST) to
 * both parties, inside `q` (the caller's transaction that wrote the new times). Answers the new SEQUENCE, or null
 * when there is nothing to send (no known times). A cancelled appointment cannot move: 409.
 */
export async function appointmentTimeChanged(
  ctx: ServiceContext,
  q: Queryable,
  appointmentId: string,
  previous?: PreviousTime,
): Promise<number | null> {
  const calendar = await movedEvent(q, appointmentId);
  if (!calendar) {
    const a = await appointmentCancelled(q, appointmentId);
    if (!a) throw new AppError(404, 'appointmentNotFound');
    if (a.cancelled) throw new AppError(409, 'appointmentCancelled');
    return null;
  }
  const d = await loadMailData(q, ctx.config.videoHost, appointmentId);
  for (const to of ['client', 'therapist'] as const) {
    // one mail per change: the sequence is part of the key, so a second reschedule is never taken for a duplicate
    const dedupeKey = `appointment:${d.id}:rescheduled:${calendar.sequence}:${to}`;
    await queueAppointmentMail(ctx, q, d, to, { kind: 'rescheduled', mail: rescheduledMail(d, to, previous), dedupeKey, calendar });
  }
  return calendar.sequence;
}
