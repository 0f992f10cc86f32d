/**
 * Moving a session: the therapist's free times up to the booking horizon, and the move itself (same appointment,
 * same credit; the server frees the old time in the same transaction). A 409 (the time was just taken or held, or
 * the session can no longer move) reloads the times.
 */
import { useState } from 'react';
import { apiErrorStatus, errorText, useResource } from '@aliento/core';
import type { Appointment } from '@aliento/contracts/appointments';
import { appointmentsApi } from '@aliento/api-client/appointments';
import { freeSlotsAhead } from '@aliento/api-client/scheduling';

export function useReschedule(appointment: Appointment, timeZone: string) {
  const therapistId = appointment.therapist._id;
  // the times are instants: another zone only changes how they read
  const slots = useResource(() => freeSlotsAhead(therapistId, timeZone), [therapistId]);
  const [moving, setMoving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  /** The moved appointment, or null (the error is in `error`). */
  const move = async (startTime: string): Promise<Appointment | null> => {
    setMoving(true);
    setError(null);
    try {
      return await appointmentsApi.rescheduleAppointment({ body: { appointmentId: appointment._id, startTime } });
    } catch (e) {
      setError(errorText(e) ?? 'network');
      if (apiErrorStatus(e) === 409) await slots.reload();
      return null;
    } finally {
      setMoving(false);
    }
  };

  return { slots, moving, error, move };
}
