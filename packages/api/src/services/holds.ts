/**
 * Slot holds (issue 20): a client who picks a time without a credit keeps it for `HOLD_MINUTES` while buying a plan.
 * One hold per client (a new one replaces the old); others see the slot as taken and cannot book or hold it; the
 * holder's booking consumes the hold (services/appointments.ts). Holds are checked and written under the therapist's
 * lock, the same one bookings take, so two clients holding one slot at once get one hold and one 409.
 */
import type { CurrentHoldResponse, HoldSlotRequest, SlotHold } from '@aliento/contracts/appointments';
import { SESSION_MINUTES } from '@aliento/contracts/plans';
import { hasOverlappingAppointment } from '../data/appointments';
import {
  deleteExpiredHolds,
  deleteExpiredHoldsOf,
  deleteHoldOf,
  hasOthersLiveHold,
  holdExists,
  type HoldRow,
  liveHoldOf,
  replaceHold,
} from '../data/booking-holds';
import { lockTherapistForBooking } from '../data/therapists';
import { AppError, isUniqueViolation } from '../lib/app-error';
import type { ServiceContext } from './context';
import { assertBookableSlot, assertTherapist } from './scheduling';

const SLOT_MS = SESSION_MINUTES * 60_000;

const toHold = (row: HoldRow): SlotHold => ({
  _id: row.id,
  therapist: row.therapist_id,
  startTime: new Date(row.start_time).toISOString(),
  endTime: new Date(row.end_time).toISOString(),
  expiresAt: new Date(row.expires_at).toISOString(),
});

/**
 * `POST /api/appointments/holds`: the client holds a free slot of the therapist for `config.holdMs`, replacing their
 * previous hold. Not a bookable slot (past, off the grid, beyond the horizon): 400 naming `startTime`; booked: 409
 * `slotTaken`; held by another client: 409 `slotHeld`.
 */
export async function holdSlot(ctx: ServiceContext, client: { id: string }, body: HoldSlotRequest, now = Date.now()): Promise<SlotHold> {
  await assertTherapist(ctx.db, body.therapist);
  const start = Date.parse(body.startTime);
  await assertBookableSlot(ctx.db, body.therapist, start, now);
  const [from, to, at] = [new Date(start), new Date(start + SLOT_MS), new Date(now)];
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await lockTherapistForBooking(tx, body.therapist);
      await deleteExpiredHoldsOf(tx, body.therapist, at);
      if (await hasOverlappingAppointment(tx, body.therapist, from, to)) throw new AppError(409, 'slotTaken');
      if (await hasOthersLiveHold(tx, body.therapist, from, to, client.id, at)) throw new AppError(409, 'slotHeld');
      return replaceHold(tx, {
        clientId: client.id,
        therapistId: body.therapist,
        start: from,
        end: to,
        expiresAt: new Date(now + ctx.config.holdMs),
      });
    });
    return toHold(row);
  } catch (e) {
    // the lock makes these unreachable in practice; they keep a race a clear 409, never a 500
    if (isUniqueViolation(e, 'booking_holds_slot_key')) throw new AppError(409, 'slotHeld');
    if (isUniqueViolation(e, 'booking_holds_client_key')) throw new AppError(409, 'conflict');
    throw e;
  }
}

/** `GET /api/appointments/holds/mine`: the client's live hold, if any. */
export async function getCurrentHold(ctx: ServiceContext, client: { id: string }, now = Date.now()): Promise<CurrentHoldResponse> {
  const row = await liveHoldOf(ctx.db, client.id, new Date(now));
  return { hold: row ? toHold(row) : null };
}

/**
 * `DELETE /api/appointments/holds/{id}`: the client frees their held slot. A hold that already ended (expired and
 * cleaned, or booked) is no error; another client's hold is a 404 (its existence is not confirmed).
 */
export async function releaseHold(ctx: ServiceContext, client: { id: string }, holdId: string): Promise<CurrentHoldResponse> {
  if (!(await deleteHoldOf(ctx.db, holdId, client.id)) && (await holdExists(ctx.db, holdId))) throw new AppError(404, 'holdNotFound');
  return { hold: null };
}

/** The cleanup job's work: deletes holds that expired (they already free nothing); answers how many. */
export function deleteOldHolds(ctx: ServiceContext, now = Date.now()): Promise<number> {
  return deleteExpiredHolds(ctx.db, new Date(now));
}
