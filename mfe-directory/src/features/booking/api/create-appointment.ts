import { api } from '@aliento/core';
import { appointmentSchema, createAppointmentRequestSchema, type Appointment } from '@aliento/contracts/appointments';
import type { z } from 'zod';

/** The create body as the caller writes it (completed/cancelled default to false). */
export type CreateAppointmentInput = z.input<typeof createAppointmentRequestSchema>;

/**
 * `POST /api/appointments/therapist/{therapistUserId}/user/{clientId}`: books a Calendly event (eventId/inviteeId)
 * or a built-in slot (startTime). Spends one credit on the server.
 */
export async function createAppointment(input: CreateAppointmentInput): Promise<Appointment> {
  const json = createAppointmentRequestSchema.parse(input);
  const body = await api
    .post(`/api/appointments/therapist/${encodeURIComponent(json.therapist)}/user/${encodeURIComponent(json.client)}`, { json })
    .json();
  return appointmentSchema.parse(body);
}
