import { api } from '@aliento/core';
import { appointmentListResponseSchema, type Appointment } from '@aliento/contracts/appointments';

/** `GET /api/appointments/client/{id}`: the client's appointments. */
export async function getClientAppointments(clientId: string): Promise<Appointment[]> {
  const data = await api.get(`/api/appointments/client/${encodeURIComponent(clientId)}`).json();
  return appointmentListResponseSchema.parse(data);
}
