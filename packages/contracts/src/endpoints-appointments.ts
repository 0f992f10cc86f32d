/** The API's appointments endpoints (see endpoints.ts). */
import {
  appointmentActionRequestSchema,
  appointmentActionResponseSchema,
  appointmentListResponseSchema,
  createAppointmentParamsSchema,
  createAppointmentRequestSchema,
} from './appointments';
import { idParamsSchema } from './common';
import { videoJoinResponseSchema } from './video';
import { endpoint } from './endpoint';

export const appointmentsEndpoints = {
  createAppointment: endpoint({
    method: 'POST',
    path: '/api/appointments/therapist/:therapistUserId/user/:clientId',
    tags: ['appointments'],
    summary: "Book an appointment: spends one of the caller's credits (built-in slot or Calendly event)",
    params: createAppointmentParamsSchema,
    body: createAppointmentRequestSchema,
    status: 201,
    response: appointmentActionResponseSchema,
  }),
  listClientAppointments: endpoint({
    method: 'GET',
    path: '/api/appointments/client/:id',
    tags: ['appointments'],
    summary: "A client's appointments",
    params: idParamsSchema,
    response: appointmentListResponseSchema,
  }),
  listTherapistAppointments: endpoint({
    method: 'GET',
    path: '/api/appointments/therapist/:id',
    tags: ['appointments'],
    summary: "A therapist's appointments",
    params: idParamsSchema,
    response: appointmentListResponseSchema,
  }),
  requestCancellation: endpoint({
    method: 'POST',
    path: '/api/appointments/request',
    tags: ['appointments'],
    summary: 'The client requests the cancellation of an upcoming appointment',
    body: appointmentActionRequestSchema,
    response: appointmentActionResponseSchema,
  }),
  acceptCancellation: endpoint({
    method: 'POST',
    path: '/api/appointments/accept',
    tags: ['appointments'],
    summary: "The appointment's therapist confirms a requested cancellation",
    body: appointmentActionRequestSchema,
    response: appointmentActionResponseSchema,
  }),
  getVideoJoin: endpoint({
    method: 'GET',
    path: '/api/appointments/:id/video',
    tags: ['appointments'],
    summary: "How to open the session's video room: room name and a signed token for this person (409 outside the join window)",
    params: idParamsSchema,
    response: videoJoinResponseSchema,
  }),
};
