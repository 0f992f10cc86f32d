import { api } from '@aliento/core';
import { appointmentActionRequestSchema, appointmentActionResponseSchema, type Appointment } from '@aliento/contracts/appointments';

/** `POST /api/appointments/request`: the client asks to cancel; answers the updated appointment. */
export async function requestCancellation(appointmentId: string): Promise<Appointment> {
  const json = appointmentActionRequestSchema.parse({ appointmentId });
  const data = await api.post('/api/appointments/request', { json }).json();
  return appointmentActionResponseSchema.parse(data);
}
