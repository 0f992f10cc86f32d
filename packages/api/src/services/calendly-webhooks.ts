/**
 * Calendly's invitee webhooks keep Aliento in step with what happens in Calendly. `invitee.canceled` cancels the
 * appointment under the same 24-hour rules as a cancellation asked in Aliento (24 hours or more ahead: credit back
 * and appointment cancelled; later: the request waits for a decision); a cancellation by the host (the therapist)
 * always returns the credit. A reschedule is both events (`invitee.canceled` with `rescheduled: true`, then an
 * `invitee.created` naming the `old_invitee`): whichever arrives first moves the appointment to the new event, once
 * the new event is verified like any booking. Each delivery is applied once, in one transaction with its record.
 */
import { z } from 'zod';
import { CANCELLATION_NOTICE_HOURS } from '@aliento/contracts/plans';
import { hasOverlappingAppointment } from '../data/appointments';
import {
  appointmentByInvitee,
  claimDelivery,
  deliveryRecorded,
  markCalendlyCanceled,
  moveToCalendlyEvent,
  recordDeliveryOutcome,
  requestCancellationFromCalendly,
} from '../data/calendly-deliveries';
import { lockTherapistForBooking } from '../data/therapists';
import type { Queryable } from '../db';
import { AppError } from '../lib/app-error';
import { calendlyOf } from '../scheduling/calendly';
import type { VerifiedCalendlyBooking } from '../scheduling/calendly/verify-booking';
import { verifyCalendlySignature } from '../scheduling/calendly/webhook-signature';
import { recordEvent } from './appointments';
import { appointmentTimeChanged } from './appointment-time';
import { recordAudit } from './audit';
import type { ServiceContext } from './context';
import { loadMailData, notifyCancellationConfirmed, notifyCancellationRequested } from './notifications';
import { returnCredit } from './subscriptions';

const NOTICE_MS = CANCELLATION_NOTICE_HOURS * 3_600_000;

const uriSchema = z.string().max(500);
/** The part of Calendly's webhook body Aliento reads (the payload is the invitee). */
const deliverySchema = z.object({
  event: z.string().max(100),
  payload: z.object({
    uri: uriSchema,
    rescheduled: z.boolean().nullish(),
    old_invitee: uriSchema.nullish(),
    new_invitee: uriSchema.nullish(),
    cancellation: z.object({ canceler_type: z.string().nullish(), created_at: z.string().nullish() }).nullish(),
  }),
});
type Cancellation = z.infer<typeof deliverySchema>['payload']['cancellation'];

/** Event and invitee ids of an invitee URI (`…/scheduled_events/EV/invitees/INV`). */
function inviteeIds(uri: string | null | undefined): { eventUuid: string; inviteeUuid: string } | null {
  const m = /\/scheduled_events\/([\w-]{1,100})\/invitees\/([\w-]{1,100})\/?$/.exec(uri ?? '');
  return m ? { eventUuid: m[1], inviteeUuid: m[2] } : null;
}

/** `POST /api/calendly/webhook`: verifies the signature of the raw body, then applies the delivery once. */
export async function calendlyWebhook(ctx: ServiceContext, raw: Buffer, signature: string | undefined): Promise<{ received: true; outcome: string }> {
  const key = calendlyOf(ctx).webhookSigningKey;
  if (!key) throw new AppError(404, 'notFound');
  if (!verifyCalendlySignature(raw, signature, key)) throw new AppError(401, 'invalidSignature');
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new AppError(400, 'malformedBody');
  }
  const parsed = deliverySchema.safeParse(json);
  if (!parsed.success) throw new AppError(400, 'validationFailed');
  const { event, payload } = parsed.data;
  const deliveryKey = `${event}:${payload.uri}`;
  if (await deliveryRecorded(ctx.db, deliveryKey)) return { received: true, outcome: 'duplicate' };
  let outcome: string;
  if (event === 'invitee.canceled' && payload.rescheduled && payload.new_invitee) {
    outcome = await reschedule(ctx, deliveryKey, payload.uri, payload.new_invitee);
  } else if (event === 'invitee.canceled') {
    outcome = await once(ctx, deliveryKey, (tx) => cancelFromCalendly(ctx, tx, inviteeIds(payload.uri)?.inviteeUuid, payload.cancellation));
  } else if (event === 'invitee.created' && payload.old_invitee) {
    outcome = await reschedule(ctx, deliveryKey, payload.old_invitee, payload.uri);
  } else {
    // a booking made in Calendly reaches Aliento through the client's own booking call, where it is verified
    outcome = await once(ctx, deliveryKey, async () => 'ignored');
  }
  return { received: true, outcome };
}

/** Applies `apply` in one transaction with the delivery's record; a delivery already recorded changes nothing. */
async function once(ctx: ServiceContext, key: string, apply: (tx: Queryable) => Promise<string>): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    if (!(await claimDelivery(tx, key))) return 'duplicate';
    const outcome = await apply(tx);
    await recordDeliveryOutcome(tx, key, outcome);
    return outcome;
  });
}

/** The invitee (or the host) cancelled in Calendly: the appointment follows under the 24-hour rules. */
async function cancelFromCalendly(ctx: ServiceContext, tx: Queryable, inviteeUuid: string | undefined, cancellation: Cancellation): Promise<string> {
  const a = inviteeUuid ? await appointmentByInvitee(tx, inviteeUuid, true) : null;
  if (!a) return 'unknown invitee';
  // Calendly's side is cancelled: Aliento must never try to cancel it again
  await markCalendlyCanceled(tx, a.id);
  if (a.cancelled) return 'already cancelled';
  if (a.request_cancellation) return 'already requested';
  const byHost = cancellation?.canceler_type === 'host';
  const asked = Date.parse(cancellation?.created_at ?? '');
  // the time the person cancelled in Calendly counts, not when the delivery arrived (Calendly retries late ones)
  const at = new Date(Number.isFinite(asked) && asked <= Date.now() ? asked : Date.now());
  const start = a.start_time ? new Date(a.start_time).getTime() : null;
  const onTime = byHost || (start !== null && start - at.getTime() >= NOTICE_MS);
  await requestCancellationFromCalendly(tx, a.id, at, onTime);
  const details = {
    via: 'calendly',
    cancelerType: cancellation?.canceler_type ?? null,
    hoursBeforeStart: start === null ? null : Math.floor((start - at.getTime()) / 3_600_000),
  };
  await recordEvent(tx, a.id, 'CANCELLATION_REQUESTED', byHost ? null : { id: a.client_id, role: 'ROLE_CLIENT' }, details);
  const appointment = { type: 'appointment', id: a.id } as const;
  await recordAudit(tx, {
    actor: byHost ? 'system' : { id: a.client_id, role: 'ROLE_CLIENT' },
    action: 'cancellation.requested',
    subjectId: a.client_id,
    resource: appointment,
    details,
  });
  if (onTime) {
    await returnCredit(tx, a.client_id);
    const policy = byHost ? 'cancelled by the therapist in Calendly' : `${CANCELLATION_NOTICE_HOURS}h notice`;
    await recordEvent(tx, a.id, 'AUTO_REFUNDED', null, { policy, cancelled: true });
    await recordAudit(tx, {
      actor: 'system',
      action: 'refund.policy',
      subjectId: a.client_id,
      resource: appointment,
      details: { policy, creditsReturned: 1 },
    });
  }
  const mail = await loadMailData(tx, ctx.config.videoHost, a.id);
  if (byHost) await notifyCancellationConfirmed(ctx, tx, mail);
  else await notifyCancellationRequested(ctx, tx, mail, onTime);
  return onTime ? 'cancelled' : 'pending decision';
}

/**
 * Moves an appointment from the old invitee to the new one. The new event is verified like a booking (this
 * therapist, this client, in the future, read from Calendly); one that cannot be verified, or that overlaps another
 * session, is not kept: the appointment is cancelled under the 24-hour rules and the new event is cancelled.
 */
async function reschedule(ctx: ServiceContext, key: string, oldUri: string, newUri: string): Promise<string> {
  const from = inviteeIds(oldUri);
  const to = inviteeIds(newUri);
  const a = from ? await appointmentByInvitee(ctx.db, from.inviteeUuid, false) : null;
  if (!from || !to || !a || a.cancelled || a.request_cancellation) {
    return once(ctx, key, async (tx) => (to && (await appointmentByInvitee(tx, to.inviteeUuid, false)) ? 'already rescheduled' : 'unknown invitee'));
  }
  const calendly = calendlyOf(ctx);
  let verified: VerifiedCalendlyBooking | null = null;
  try {
    verified = await calendly.verifyBooking({
      therapistId: a.therapist_id,
      clientId: a.client_id,
      eventId: to.eventUuid,
      inviteeId: to.inviteeUuid,
      now: Date.now(),
    });
  } catch (err) {
    // Calendly unreachable: answer 5xx so Calendly delivers again later
    if (!(err instanceof AppError) || err.statusCode >= 500) throw err;
  }
  let orphan = false;
  const outcome = await once(ctx, key, async (tx) => {
    const current = await appointmentByInvitee(tx, from.inviteeUuid, true);
    if (!current || current.cancelled || current.request_cancellation) return 'already applied';
    if (verified) {
      await lockTherapistForBooking(tx, a.therapist_id);
      if (!(await hasOverlappingAppointment(tx, a.therapist_id, verified.start, verified.end, a.id))) {
        await moveToCalendlyEvent(tx, a.id, verified);
        await recordEvent(tx, a.id, 'BOOKED', null, { source: 'calendly', rescheduled: true, previousStart: a.start_time });
        // the same calendar event moves (a higher SEQUENCE), and both people are told the new time
        await appointmentTimeChanged(
          ctx,
          tx,
          a.id,
          a.start_time && a.end_time ? { start: new Date(a.start_time), end: new Date(a.end_time) } : undefined,
        );
        return 'rescheduled';
      }
      orphan = true;
    }
    return `reschedule refused, ${await cancelFromCalendly(ctx, tx, from.inviteeUuid, { canceler_type: 'invitee', created_at: null })}`;
  });
  if (orphan && verified) await calendly.cancelOrphan(verified.eventUuid, a.therapist_id);
  return outcome;
}
