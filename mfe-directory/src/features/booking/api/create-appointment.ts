import { appointmentsApi } from '@aliento/api-client/appointments';
import type { createAppointmentRequestSchema, Appointment } from '@aliento/contracts/appointments';
import type { z } from 'zod';

/** The create body as the caller writes it (completed/cancelled default to false). */
export type CreateAppointmentInput = z.input<typeof createAppointmentRequestSchema>;

/**
 * `POST /api/appointments/therapist/{therapistUserId}/user/{clientId}`: books a Calendly event (eventId/inviteeId)
 * or a built-in slot (startTime). Spends one credit on the server. The path names the body's therapist and client.
 */
export async function createAppointment(input: CreateAppointmentInput): Promise<Appointment> {
  return appointmentsApi.createAppointment({ params: { therapistUserId: input.therapist, clientId: input.client }, body: input });
}
