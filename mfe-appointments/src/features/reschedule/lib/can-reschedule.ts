/** Whether the client can still move a session here: built-in, on, no cancellation asked, 24 hours' notice or more. */
import type { Appointment } from '@aliento/contracts/appointments';
import { keepsCreditOnCancellation } from '../../appointments/lib/cancellation-notice';

export function canReschedule(appointment: Appointment, now = new Date()): boolean {
  const record = appointment.calendlyAppointment;
  return (
    appointment.source !== 'calendly' &&
    !appointment.cancelled &&
    !appointment.requestCancellation &&
    !!record &&
    // the notice that keeps a credit on cancellation is the notice a move needs (the server checks the same)
    keepsCreditOnCancellation(record.startTime, now)
  );
}
