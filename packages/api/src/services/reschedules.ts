/**
 * Reschedule (issue 20): the client moves their upcoming built-in session to another free time of the same therapist,
 * with the notice that keeps a credit on cancellation (24 hours). The appointment keeps its id, its credit, its video
 * room and its calendar event: in one transaction the times change (the old slot is free from the commit on), the
 * move is recorded, and both parties are sent the updated invitation with a higher SEQUENCE (appointment-time.ts).
 * A Calendly booking is moved in Calendly (its invitee's reschedule link), not here.
 */
import type { Appointment } from '@aliento/contracts/appointments';
import type { Role } from '@aliento/contracts/enums';
import { CANCELLATION_NOTICE_HOURS, SESSION_MINUTES } from '@aliento/contracts/plans';
import { findAppointment, hasOverlappingAppointment, moveAppointment } from '../data/appointments';
import { hasOthersLiveHold, liveHoldOf, takeHoldsOf } from '../data/booking-holds';
import { lockTherapistForBooking } from '../data/therapists';
import { AppError, fieldError, isUniqueViolation } from '../lib/app-error';
import { lockOpenAppointmentOfClient, recordEvent, toAppointment } from './appointments';
import { appointmentTimeChanged } from './appointment-time';
import { recordAudit } from './audit';
import type { ServiceContext } from './context';
import { assertBookableSlot } from './scheduling';

const SLOT_MS = SESSION_MINUTES * 60_000;
const NOTICE_MS = CANCELLATION_NOTICE_HOURS * 3_600_000;

/**
 * `POST /api/appointments/reschedule`: moves the client's appointment to `startTime`; answers it (same id). Someone
 * else's: 403; too late (under 24 hours), cancelled, cancellation requested or booked in Calendly: 409 saying so; the
 * new time booked or held by someone else: 409; not a free future slot of the therapist: 400 naming `startTime`.
 */
export async function rescheduleAppointment(
  ctx: ServiceContext,
  actor: { id: string; role: Role },
  appointmentId: string,
  startTime: string,
  now = Date.now(),
): Promise<Appointment> {
  const target = Date.parse(startTime);
  const [to, toEnd] = [new Date(target), new Date(target + SLOT_MS)];
  try {
    await ctx.db.transaction(async (tx) => {
      const a = await lockOpenAppointmentOfClient(tx, appointmentId, actor.id);
      if (a.source === 'calendly' || !a.start_time || !a.end_time) throw new AppError(409, 'rescheduleInCalendly');
      const previous = { start: new Date(a.start_time), end: new Date(a.end_time) };
      if (previous.start.getTime() <= now) throw new AppError(409, 'appointmentNotUpcoming');
      if (previous.start.getTime() - now < NOTICE_MS) throw new AppError(409, 'rescheduleTooLate');
      if (target === previous.start.getTime()) throw fieldError('startTime', 'sameAppointmentTime');
      // the client's own hold of the new time was checked when held; any other time is checked now
      const hold = await liveHoldOf(tx, actor.id, new Date(now));
      const held = hold !== null && hold.therapist_id === a.therapist_id && new Date(hold.start_time).getTime() === target && target > now;
      if (!held) await assertBookableSlot(tx, a.therapist_id, target, now);
      await lockTherapistForBooking(tx, a.therapist_id);
      if (await hasOverlappingAppointment(tx, a.therapist_id, to, toEnd, appointmentId)) throw new AppError(409, 'slotTaken');
      if (await hasOthersLiveHold(tx, a.therapist_id, to, toEnd, actor.id, new Date(now))) throw new AppError(409, 'slotHeld');
      if (held) await takeHoldsOf(tx, actor.id);
      if (!(await moveAppointment(tx, appointmentId, to, toEnd))) throw new AppError(409, 'appointmentCancelled');
      await recordEvent(tx, appointmentId, 'RESCHEDULED', actor, {
        from: previous.start.toISOString(),
        to: to.toISOString(),
        hoursBeforeStart: Math.floor((previous.start.getTime() - now) / 3_600_000),
      });
      await recordAudit(tx, {
        actor,
        action: 'appointment.rescheduled',
        subjectId: a.client_id,
        resource: { type: 'appointment', id: appointmentId },
        details: { therapistId: a.therapist_id, from: previous.start.toISOString(), to: to.toISOString() },
      });
      await appointmentTimeChanged(ctx, tx, appointmentId, previous);
    });
  } catch (e) {
    if (isUniqueViolation(e, 'appointments_therapist_start_live_key')) throw new AppError(409, 'slotTaken');
    throw e;
  }
  const row = await findAppointment(ctx.db, appointmentId);
  if (!row) throw new AppError(404, 'appointmentNotFound');
  return toAppointment(row, ctx.config.videoHost);
}
