import { api } from '@aliento/core';
import { appointmentListResponseSchema, type Appointment } from '@aliento/contracts/appointments';

/** `GET /api/appointments/therapist/{id}`: the therapist's appointments. */
export async function getTherapistAppointments(therapistId: string): Promise<Appointment[]> {
  const data = await api.get(`/api/appointments/therapist/${encodeURIComponent(therapistId)}`).json();
  return appointmentListResponseSchema.parse(data);
}
