/** Splits appointments into upcoming and past lists (spec section 4, "Appointment classification"). */
import type { Appointment } from '@aliento/contracts/appointments';

export type AppointmentViewer = 'client' | 'therapist';

export interface ClassifiedAppointments {
  /** Not yet ended (end >= now), soonest first. */
  upcoming: Appointment[];
  /** Ended (end < now) and already started, most recent first. */
  past: Appointment[];
}

function time(value: string | undefined): number {
  const t = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(t) ? Number.NaN : t;
}

/**
 * Past when the end is earlier than now, otherwise upcoming. Clients ignore appointments with no scheduling
 * record; the past list hides anything not yet started. A therapist's item without a scheduling record (or
 * with unreadable times) stays upcoming so it is never silently lost.
 */
export function classifyAppointments(
  appointments: readonly Appointment[],
  viewer: AppointmentViewer,
  now: Date = new Date(),
): ClassifiedAppointments {
  const nowMs = now.getTime();
  const upcoming: Appointment[] = [];
  const past: Appointment[] = [];
  for (const appointment of appointments) {
    const record = appointment.calendlyAppointment;
    if (!record && viewer === 'client') continue;
    const start = time(record?.startTime);
    const end = time(record?.endTime);
    if (end < nowMs) {
      if (start <= nowMs) past.push(appointment);
    } else {
      upcoming.push(appointment);
    }
  }
  const startOf = (a: Appointment) => time(a.calendlyAppointment?.startTime);
  // Items without a readable start sort last in upcoming.
  upcoming.sort((a, b) => (startOf(a) || Infinity) - (startOf(b) || Infinity) || 0);
  past.sort((a, b) => startOf(b) - startOf(a));
  return { upcoming, past };
}
