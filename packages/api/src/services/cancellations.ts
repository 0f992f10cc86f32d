/**
 * Cancellations and refunds (ARCHITECTURE section 5). The client requests; with at least 24 hours' notice the
 * credit returns by policy (AUTO_REFUNDED), later requests wait for an admin (PENDING → REFUNDED or DECLINED) and
 * the therapist may confirm (cancelled). A returned credit always means the session is off: the same conditional
 * UPDATE that sets `credit_returned_at` cancels the appointment (slot free, room closed), in the transaction that
 * moves the credit, so it can never be returned twice nor kept with a live slot (migration 006 checks it too).
 * Every transition is recorded with who and when.
 */
import type { CancellationRequest } from '@aliento/contracts/admin';
import type { RefundMethod } from '@aliento/contracts/admin-payments';
import type { Appointment } from '@aliento/contracts/appointments';
import type { Language, Role } from '@aliento/contracts/enums';
import { translateMessage } from '@aliento/contracts/messages';
import { CANCELLATION_NOTICE_HOURS } from '@aliento/contracts/plans';
import {
  appointmentExists,
  cancellationRequestRows,
  decidePendingRefund,
  findAppointment,
  markCancellationConfirmed,
  markCancellationRequested,
} from '../data/appointments';
import { AppError } from '../lib/app-error';
import { calendlyOf } from '../scheduling/calendly';
import { lockOpenAppointmentOfClient, recordEvent, toAppointment } from './appointments';
import { recordAudit } from './audit';
import { refundToCard } from './card-refunds';
import type { ServiceContext } from './context';
import { loadMailData, notifyCancellationConfirmed, notifyCancellationRequested, notifyRefundDecision } from './notifications';
import { returnCredit } from './subscriptions';

type Actor = { id: string; role: Role };
const NOTICE_MS = CANCELLATION_NOTICE_HOURS * 3_600_000;

async function view(ctx: ServiceContext, id: string, withEmails = false): Promise<Appointment> {
  const row = await findAppointment(ctx.db, id);
  if (!row) throw new AppError(404, 'appointmentNotFound');
  return toAppointment(row, ctx.config.videoHost, withEmails);
}

/**
 * `POST /api/appointments/request`: the owning client asks to cancel an upcoming, live appointment, optionally saying
 * why (`reason`, trimmed by the contract; empty means none), which the therapist and admins then see.
 */
export async function requestCancellation(
  ctx: ServiceContext,
  actor: Actor,
  appointmentId: string,
  now = Date.now(),
  reason?: string,
): Promise<Appointment> {
  await ctx.db.transaction(async (tx) => {
    const a = await lockOpenAppointmentOfClient(tx, appointmentId, actor.id);
    const start = a.start_time ? new Date(a.start_time).getTime() : null;
    if (start !== null && start <= now) throw new AppError(409, 'appointmentNotUpcoming');
    // without known times (Calendly without a token) the notice cannot be checked: the admin decides
    const onTime = start !== null && start - now >= NOTICE_MS;
    const why = reason?.trim() || null;
    const requested = await markCancellationRequested(tx, appointmentId, new Date(now), onTime ? 'AUTO_REFUNDED' : 'PENDING', onTime, why);
    if (!requested) throw new AppError(409, 'cancellationAlreadyRequested');
    const hoursBeforeStart = start === null ? null : Math.floor((start - now) / 3_600_000);
    await recordEvent(tx, appointmentId, 'CANCELLATION_REQUESTED', actor, { hoursBeforeStart, withReason: why !== null });
    const appointment = { type: 'appointment', id: appointmentId } as const;
    await recordAudit(tx, { actor, action: 'cancellation.requested', subjectId: a.client_id, resource: appointment, details: { hoursBeforeStart } });
    if (onTime) {
      await returnCredit(tx, a.client_id);
      await recordEvent(tx, appointmentId, 'AUTO_REFUNDED', null, { policy: `${CANCELLATION_NOTICE_HOURS}h notice`, cancelled: true });
      // the credit is back, so the session is off: Calendly's event goes too
      await calendlyOf(ctx).queueAppointmentCancellation(tx, appointmentId);
      await recordAudit(tx, {
        actor: 'system',
        action: 'refund.policy',
        subjectId: a.client_id,
        resource: appointment,
        details: { noticeHours: CANCELLATION_NOTICE_HOURS, creditsReturned: 1 },
      });
    }
    await notifyCancellationRequested(ctx, tx, await loadMailData(tx, ctx.config.videoHost, appointmentId), onTime, why);
  });
  await calendlyOf(ctx).sendQueuedCancellations();
  return view(ctx, appointmentId);
}

/** `POST /api/appointments/accept`: the appointment's therapist confirms a requested cancellation. */
export async function acceptCancellation(ctx: ServiceContext, actor: Actor, appointmentId: string): Promise<Appointment> {
  await ctx.db.transaction(async (tx) => {
    const a = await findAppointment(tx, appointmentId, true);
    if (!a) throw new AppError(404, 'appointmentNotFound');
    if (a.therapist_id !== actor.id) throw new AppError(403, 'forbidden');
    if (a.cancelled) throw new AppError(409, 'appointmentCancelled');
    if (!a.request_cancellation) throw new AppError(409, 'cancellationNotRequested');
    if (!(await markCancellationConfirmed(tx, appointmentId))) throw new AppError(409, 'appointmentCancelled');
    await recordEvent(tx, appointmentId, 'CANCELLATION_CONFIRMED', actor);
    await recordAudit(tx, {
      actor,
      action: 'cancellation.confirmed',
      subjectId: a.client_id,
      resource: { type: 'appointment', id: appointmentId },
      details: { therapistId: a.therapist_id },
    });
    await calendlyOf(ctx).queueAppointmentCancellation(tx, appointmentId);
    await notifyCancellationConfirmed(ctx, tx, await loadMailData(tx, ctx.config.videoHost, appointmentId));
  });
  await calendlyOf(ctx).sendQueuedCancellations();
  return view(ctx, appointmentId);
}

/** `GET /api/admin/cancellation-requests`: every requested cancellation, newest request first, with e-mails. */
export async function listCancellationRequests(ctx: ServiceContext): Promise<CancellationRequest[]> {
  const rows = await cancellationRequestRows(ctx.db);
  return rows.map((row) => {
    const a = toAppointment(row, ctx.config.videoHost, true);
    return {
      _id: a._id,
      appointmentId: a._id,
      client: a.client,
      therapist: a.therapist,
      calendlyAppointment: a.calendlyAppointment,
      jitsiLink: a.jitsiLink,
      requestCancellationDate: a.requestCancellationDate,
      cancelled: a.cancelled,
      refundStatus: a.refundStatus,
      cancellationReason: a.cancellationReason ?? null,
    };
  });
}

/** `PUT /api/admin/refund`: refunds a PENDING request once, as a credit or to the card. */
export function refund(
  ctx: ServiceContext,
  actor: Actor,
  appointmentId: string,
  lang: Language,
  method: RefundMethod = 'credit',
): Promise<RefundDecision> {
  return decideRefund(ctx, actor, appointmentId, true, lang, method);
}

/** `PUT /api/admin/decline`: declines a PENDING request once. */
export function declineRefund(ctx: ServiceContext, actor: Actor, appointmentId: string, lang: Language): Promise<RefundDecision> {
  return decideRefund(ctx, actor, appointmentId, false, lang);
}

type RefundDecision = { message: string; appointment: Appointment };

/**
 * Decides a PENDING request once. A second decision (or a decision on a request that was refunded by policy)
 * answers 409 and changes nothing.
 */
async function decideRefund(
  ctx: ServiceContext,
  actor: Actor,
  appointmentId: string,
  refund: boolean,
  lang: Language,
  method: RefundMethod = 'credit',
): Promise<RefundDecision> {
  // the admin may pay the session back to the card instead of returning a credit (card-refunds.ts)
  if (refund && method === 'card') return refundToCard(ctx, actor, appointmentId, lang);
  await ctx.db.transaction(async (tx) => {
    const clientId = await decidePendingRefund(tx, appointmentId, refund ? 'REFUNDED' : 'DECLINED', refund);
    if (clientId === null) {
      if (!(await appointmentExists(tx, appointmentId))) throw new AppError(404, 'appointmentNotFound');
      throw new AppError(409, 'refundAlreadyDecided');
    }
    if (refund) await returnCredit(tx, clientId);
    // a returned credit means the session is off: Calendly's event goes too
    if (refund) await calendlyOf(ctx).queueAppointmentCancellation(tx, appointmentId);
    await recordEvent(tx, appointmentId, refund ? 'REFUNDED' : 'REFUND_DECLINED', actor, refund ? { cancelled: true } : undefined);
    await recordAudit(tx, {
      actor,
      action: refund ? 'refund.accepted' : 'refund.declined',
      subjectId: clientId,
      resource: { type: 'appointment', id: appointmentId },
      details: { creditsReturned: refund ? 1 : 0 },
    });
    await notifyRefundDecision(ctx, tx, await loadMailData(tx, ctx.config.videoHost, appointmentId), refund);
  });
  await calendlyOf(ctx).sendQueuedCancellations();
  return { message: translateMessage(refund ? 'refunded' : 'declined', lang), appointment: await view(ctx, appointmentId, true) };
}
