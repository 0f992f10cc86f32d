/**
 * The SEQUENCE of each appointment's calendar event (appointments.calendar_sequence, migration 012): 0 with the
 * booking's invitation, one more for each change sent after it. It is raised by a conditional UPDATE in the
 * transaction that changes the appointment, so under the row's lock every replica sends the next number once.
 */
import { raiseCancelSequence, raiseMoveSequence } from '../data/appointments';
import type { Queryable } from '../db';
import type { CalendarUpdate } from '../mail/types';

/**
 * The CANCEL of a cancelled appointment's event, once per appointment whichever path cancelled it (the client with
 * notice, the therapist's confirmation, an admin's refund): null when it was already sent or the appointment is live.
 */
export async function cancelledEvent(q: Queryable, appointmentId: string): Promise<CalendarUpdate | null> {
  const sequence = await raiseCancelSequence(q, appointmentId);
  return sequence !== undefined ? { method: 'CANCEL', sequence } : null;
}

/** The REQUEST that moves a live appointment's event to its new time; null when it is cancelled or has no times. */
export async function movedEvent(q: Queryable, appointmentId: string): Promise<CalendarUpdate | null> {
  const sequence = await raiseMoveSequence(q, appointmentId);
  return sequence !== undefined ? { method: 'REQUEST', sequence } : null;
}
