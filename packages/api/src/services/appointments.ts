/**
 * Appointments: booking (one credit spent in the same transaction as the insert; no double booking of a
 * therapist's time), the client's and therapist's lists, and the transition history shared with cancellations.
 */
import type { Appointment, CreateAppointmentRequest } from '@aliento/contracts/appointments';
import type { Language, Role } from '@aliento/contracts/enums';
import { messages, translateMessage } from '@aliento/contracts/messages';
import { SESSION_MINUTES } from '@aliento/contracts/plans';
import {
  type AppointmentEvent,
  type AppointmentRow,
  appointmentRowsOf,
  findAppointment,
  hasOverlappingAppointment,
  insertAppointment,
  insertAppointmentEvent,
  listVersionOf,
} from '../data/appointments';
import { hasOthersLiveHold, liveHoldOf, takeHoldsOf } from '../data/booking-holds';
import { lockTherapistForBooking } from '../data/therapists';
import { clientEmail } from '../data/users';
import type { Queryable } from '../db';
import { AppError, fieldError, isUniqueViolation } from '../lib/app-error';
import { calendlyOf } from '../scheduling/calendly';
import { recordAudit } from './audit';
import type { ServiceContext } from './context';
import { loadMailData, notifyBooked } from './notifications';
import { assertBookableSlot, assertTherapist, isAvailabilitySlot } from './scheduling';
import { spendCredit } from './subscriptions';
import { newRoomName, roomLink } from './video';

const SLOT_MS = SESSION_MINUTES * 60_000;
/** Name of built-in bookings (and of Calendly bookings whose event has no name), as stored. */
export const DEFAULT_APPOINTMENT_NAME = messages.es.sessionName;

/** The name a reader sees: the built-in session's in their language; a Calendly event keeps the name its therapist gave it. */
function sessionName(name: string | null, lang: Language): string {
  return name && name !== DEFAULT_APPOINTMENT_NAME ? name : translateMessage('sessionName', lang);
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** The API shape; e-mails of the parties only when `withEmails` (admin and cancellation views). */
export function toAppointment(row: AppointmentRow, videoHost: string, withEmails = false, now = Date.now(), lang: Language = 'es'): Appointment {
  const end = row.end_time ? new Date(row.end_time).getTime() : null;
  return {
    _id: row.id,
    calendlyAppointment:
      row.start_time && row.end_time
        ? { name: sessionName(row.name, lang), startTime: iso(row.start_time) as string, endTime: iso(row.end_time) as string }
        : null,
    therapist: { _id: row.therapist_id, firstName: row.t_first, lastName: row.t_last, ...(withEmails ? { email: row.t_email } : {}) },
    client: { _id: row.client_id, firstName: row.c_first, lastName: row.c_last, ...(withEmails ? { email: row.c_email } : {}) },
    // a cancelled session is off: its room is no longer handed out
    jitsiLink: row.cancelled ? null : roomLink(videoHost, row.room),
    requestCancellation: row.request_cancellation,
    requestCancellationDate: iso(row.request_cancellation_date),
    cancelled: row.cancelled,
    // a session that has ended and was not cancelled is completed (derived, not stored)
    completed: row.completed || (!row.cancelled && end !== null && end <= now),
    refundStatus: row.refund_status,
    createdAt: iso(row.created_at) as string,
    cancellationReason: row.cancellation_reason,
    source: row.source,
  };
}

/**
 * The client's own appointment, locked for the transaction, that can still change (not cancelled, no cancellation
 * asked for): what a cancellation request and a reschedule start from. 404, 403 or 409 otherwise.
 */
export async function lockOpenAppointmentOfClient(tx: Queryable, appointmentId: string, clientId: string): Promise<AppointmentRow> {
  const a = await findAppointment(tx, appointmentId, true);
  if (!a) throw new AppError(404, 'appointmentNotFound');
  if (a.client_id !== clientId) throw new AppError(403, 'forbidden');
  if (a.cancelled) throw new AppError(409, 'appointmentCancelled');
  if (a.request_cancellation) throw new AppError(409, 'cancellationAlreadyRequested');
  return a;
}

/** Records a transition (actor null = the system, e.g. the cancellation policy or the reminder job). */
export async function recordEvent(
  q: Queryable,
  appointmentId: string,
  event: AppointmentEvent,
  actor: { id: string; role: string } | null,
  details?: Record<string, unknown>,
): Promise<void> {
  await insertAppointmentEvent(q, appointmentId, event, actor?.id ?? null, actor?.role ?? null, details ? JSON.stringify(details) : null);
}

/** `GET /api/appointments/client/{id}`: the client's appointments, soonest first (with e-mails for an admin). */
export function listClientAppointments(ctx: ServiceContext, clientId: string, withEmails: boolean, lang: Language = 'es'): Promise<Appointment[]> {
  return listAppointments(ctx, 'client', clientId, withEmails, lang);
}

/** `GET /api/appointments/therapist/{id}`: the therapist's appointments, soonest first (with e-mails for an admin). */
export function listTherapistAppointments(
  ctx: ServiceContext,
  therapistId: string,
  withEmails: boolean,
  lang: Language = 'es',
): Promise<Appointment[]> {
  return listAppointments(ctx, 'therapist', therapistId, withEmails, lang);
}

/** One side's appointments, soonest first. */
async function listAppointments(
  ctx: ServiceContext,
  side: 'client' | 'therapist',
  userId: string,
  withEmails: boolean,
  lang: Language,
): Promise<Appointment[]> {
  return (await appointmentListAt(ctx, side, userId, withEmails, lang, Date.now())).list;
}

/**
 * A list as of `now`, and how it depends on time: `ended` sessions show as completed only because they have ended
 * by `now` (not stored so), and the list stays as it is until `changesAt` (epoch ms), when the next one ends
 * (Infinity: none is left to end).
 */
export type AppointmentListAt = { list: Appointment[]; ended: number; changesAt: number };

/** One side's appointments as of `now` (see {@link AppointmentListAt}), for the lists kept in memory. */
export async function appointmentListAt(
  ctx: ServiceContext,
  side: 'client' | 'therapist',
  userId: string,
  withEmails: boolean,
  lang: Language,
  now: number,
): Promise<AppointmentListAt> {
  const rows = await appointmentRowsOf(ctx.db, side, userId);
  let ended = 0;
  let changesAt = Infinity;
  for (const row of rows) {
    if (row.completed || row.cancelled || !row.end_time) continue;
    const end = new Date(row.end_time).getTime();
    if (end <= now) ended++;
    else changesAt = Math.min(changesAt, end);
  }
  return { list: rows.map((row) => toAppointment(row, ctx.config.videoHost, withEmails, now, lang)), ended, changesAt };
}

/** The version of a user's appointment lists, which every write to what they show moves (migration 014). */
export function appointmentListVersion(ctx: ServiceContext, userId: string): Promise<string> {
  return listVersionOf(ctx.db, userId);
}

/** A booking request whose `clientEmail` is the client's stored address (set by the server, never the body's). */
type TrustedBooking = CreateAppointmentRequest & { clientEmail: string };

/** Where and when a booking happens (and, for Calendly, the event and invitee Calendly confirmed). */
type Schedule = {
  source: 'builtin' | 'calendly';
  name: string | null;
  start: Date | null;
  end: Date | null;
  eventId?: string;
  inviteeId?: string;
  /** The built-in slot is the client's live hold: it was checked when held and is not searched for again. */
  held?: boolean;
};

/**
 * Resolves the schedule of a booking. Built-in: `startTime` must be a future slot of the therapist's availability.
 * Calendly: only what the Calendly adapter verifies (this therapist's active event, an invitee with the client's
 * stored e-mail, name and times read from Calendly); without a way to verify, a 400 naming `eventId`.
 */
async function resolveSchedule(ctx: ServiceContext, therapistId: string, body: TrustedBooking, now: number): Promise<Schedule> {
  if (body.eventId || body.inviteeId) {
    if (!body.eventId) throw fieldError('eventId', 'required');
    // body.client is the path's client (checked by the caller)
    const e = await calendlyOf(ctx).verifyBooking({ therapistId, clientId: body.client, eventId: body.eventId, now });
    return {
      source: 'calendly',
      name: e.name ?? DEFAULT_APPOINTMENT_NAME,
      start: e.start,
      end: e.end,
      eventId: e.eventUuid,
      inviteeId: e.inviteeUuid,
    };
  }
  return builtInSchedule(ctx, therapistId, body.client, body.startTime, now);
}

/**
 * A built-in booking: `startTime` must be a future slot of the therapist's availability within the booking horizon,
 * unless it is the client's live hold (checked when it was held).
 */
async function builtInSchedule(
  ctx: ServiceContext,
  therapistId: string,
  clientId: string,
  startTime: string | undefined,
  now: number,
): Promise<Schedule> {
  if (!startTime) throw fieldError('startTime', 'required');
  const start = Date.parse(startTime);
  const slot = { source: 'builtin', name: DEFAULT_APPOINTMENT_NAME, start: new Date(start), end: new Date(start + SLOT_MS) } as const;
  const hold = await liveHoldOf(ctx.db, clientId, new Date(now));
  if (hold && hold.therapist_id === therapistId && new Date(hold.start_time).getTime() === start && start > now) return { ...slot, held: true };
  await assertBookableSlot(ctx.db, therapistId, start, now);
  return slot;
}

/** The stored e-mail of the client `clientId` (404 when there is no such client). */
async function clientEmailOf(q: Queryable, clientId: string): Promise<string> {
  const email = await clientEmail(q, clientId);
  if (email === null) throw new AppError(404, 'userNotFound');
  return email;
}

/**
 * `POST /api/appointments/therapist/{therapistUserId}/user/{clientId}` (the client themself) and
 * `POST /api/admin/appointments` (an admin, with `adminReason`): books and spends the client's credit atomically.
 * The appointment and its mails use the client's stored e-mail, never one from the request.
 */
export async function createAppointment(
  ctx: ServiceContext,
  actor: { id: string; role: Role },
  therapistId: string,
  clientId: string,
  request: CreateAppointmentRequest,
  adminReason?: string,
): Promise<Appointment> {
  // spending someone else's credit is only ever the explicit admin action
  if (actor.id !== clientId && (adminReason === undefined || actor.role !== 'ROLE_ADMIN')) throw new AppError(403, 'forbidden');
  if (request.therapist.toLowerCase() !== therapistId.toLowerCase()) throw fieldError('therapist', 'invalidValue');
  if (request.client.toLowerCase() !== clientId.toLowerCase()) throw fieldError('client', 'invalidValue');
  await assertTherapist(ctx.db, therapistId);
  const body: TrustedBooking = { ...request, clientEmail: await clientEmailOf(ctx.db, clientId) };
  const schedule =
    adminReason === undefined
      ? await resolveSchedule(ctx, therapistId, body, Date.now())
      : await builtInSchedule(ctx, therapistId, clientId, body.startTime, Date.now());

  try {
    const id = await ctx.db.transaction(async (tx) => {
      // one booking at a time per therapist: the overlap check below cannot race another insert
      await lockTherapistForBooking(tx, therapistId);
      // the client's hold ends with their booking, whichever slot they book (one hold per client, kept while buying)
      const hold = await takeHoldsOf(tx, clientId);
      if (schedule.held) {
        const start = schedule.start as Date;
        const stillHeld =
          hold !== null &&
          hold.therapist_id === therapistId &&
          new Date(hold.expires_at).getTime() > Date.now() &&
          new Date(hold.start_time).getTime() === start.getTime();
        // the hold ran out between the check and the lock: the slot is checked like any other
        if (!stillHeld && !(await isAvailabilitySlot(tx, therapistId, start.getTime()))) throw fieldError('startTime', 'slotNotAvailable');
      }
      if (schedule.start && schedule.end) {
        if (await hasOverlappingAppointment(tx, therapistId, schedule.start, schedule.end)) throw new AppError(409, 'slotTaken');
        // holds are of built-in slots; a Calendly event is already booked at Calendly, which decides its times
        if (schedule.source === 'builtin' && (await hasOthersLiveHold(tx, therapistId, schedule.start, schedule.end, clientId, new Date()))) {
          throw new AppError(409, 'slotHeld');
        }
      }
      if (!(await spendCredit(tx, clientId))) throw new AppError(400, 'noCreditsAvailable', { client: 'noCreditsAvailable' });
      const appointmentId = await insertAppointment(tx, {
        therapistId,
        clientId,
        clientEmail: body.clientEmail,
        source: schedule.source,
        calendlyEventId: schedule.eventId ?? null,
        calendlyInviteeId: schedule.inviteeId ?? null,
        name: schedule.name,
        start: schedule.start,
        end: schedule.end,
        room: newRoomName(),
      });
      await recordEvent(tx, appointmentId, 'BOOKED', actor, {
        source: schedule.source,
        creditSpent: true,
        ...(adminReason === undefined ? {} : { bookedByAdminForClient: clientId, reason: adminReason }),
      });
      await recordAudit(tx, {
        actor,
        action: 'appointment.booked',
        subjectId: clientId,
        resource: { type: 'appointment', id: appointmentId },
        details: { therapistId, startTime: schedule.start, creditsSpent: 1, ...(adminReason === undefined ? {} : { reason: adminReason }) },
      });
      await notifyBooked(ctx, tx, await loadMailData(tx, ctx.config.videoHost, appointmentId));
      return appointmentId;
    });
    const row = await findAppointment(ctx.db, id);
    return toAppointment(row as AppointmentRow, ctx.config.videoHost);
  } catch (e) {
    // Calendly already holds the event this refused or failed booking created: cancel it there too
    if (schedule.eventId) await calendlyOf(ctx).cancelOrphan(schedule.eventId, therapistId);
    if (isUniqueViolation(e, 'appointments_therapist_start_live_key')) throw new AppError(409, 'slotTaken');
    if (isUniqueViolation(e, 'appointments_calendly_invitee_key')) throw new AppError(409, 'alreadyExists');
    throw e;
  }
}
