import { api } from '@aliento/core';
import { appointmentActionRequestSchema, appointmentActionResponseSchema, type Appointment } from '@aliento/contracts/appointments';

/** `POST /api/appointments/accept`: the therapist confirms a requested cancellation; answers the updated appointment. */
export async function acceptCancellation(appointmentId: string): Promise<Appointment> {
  const json = appointmentActionRequestSchema.parse({ appointmentId });
  const data = await api.post('/api/appointments/accept', { json }).json();
  return appointmentActionResponseSchema.parse(data);
}
