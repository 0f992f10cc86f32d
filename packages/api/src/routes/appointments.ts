/**
 * Appointments: booking (the client themself), the client's and the therapist's lists (themselves or an admin),
 * the client's cancellation request and the therapist's confirmation.
 */
import {
  appointmentActionRequestSchema,
  appointmentActionResponseSchema,
  appointmentListResponseSchema,
  appointmentSchema,
  createAppointmentParamsSchema,
  createAppointmentRequestSchema,
} from '@aliento/contracts/appointments';
import { idParamsSchema } from '@aliento/contracts/common';
import { errorResponses } from '@aliento/contracts/errors';
import type { FastifyRequest } from 'fastify';
import { currentUser, hasRole, requireRole, requireSelfOrAdmin } from '../plugins/auth';
import * as appointments from '../services/appointments';
import * as cancellations from '../services/cancellations';
import type { RoutePlugin } from './types';

/** The caller as a history actor (their most privileged role). */
export function actorOf(request: FastifyRequest): { id: string; role: string } {
  const user = currentUser(request);
  const role = (['ROLE_ADMIN', 'ROLE_THERAPIST', 'ROLE_CLIENT'] as const).find((r) => user.roles.includes(r)) ?? 'ROLE_CLIENT';
  return { id: user.id, role };
}

export const appointmentRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post('/api/appointments/therapist/:therapistUserId/user/:clientId', {
    config: { limit: { per: 'user', name: 'booking' } },
    preValidation: requireSelfOrAdmin('clientId'),
    schema: {
      tags: ['appointments'],
      summary: 'Book an appointment: spends one credit (built-in slot or Calendly event)',
      params: createAppointmentParamsSchema,
      body: createAppointmentRequestSchema,
      response: { 201: appointmentSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { therapistUserId, clientId } = request.params;
      const appointment = await appointments.createAppointment(ctx, actorOf(request), therapistUserId, clientId, request.body);
      return reply.code(201).send(appointment);
    },
  });

  app.get('/api/appointments/client/:id', {
    preValidation: requireSelfOrAdmin('id'),
    schema: {
      tags: ['appointments'],
      summary: "A client's appointments",
      params: idParamsSchema,
      response: { 200: appointmentListResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const list = await appointments.listAppointments(ctx, 'client', request.params.id, hasRole(request.user, 'ROLE_ADMIN'));
      return reply.headers({ 'cache-control': 'no-store' }).send(list);
    },
  });

  app.get('/api/appointments/therapist/:id', {
    preValidation: requireSelfOrAdmin('id'),
    schema: {
      tags: ['appointments'],
      summary: "A therapist's appointments",
      params: idParamsSchema,
      response: { 200: appointmentListResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const list = await appointments.listAppointments(ctx, 'therapist', request.params.id, hasRole(request.user, 'ROLE_ADMIN'));
      return reply.headers({ 'cache-control': 'no-store' }).send(list);
    },
  });

  app.post('/api/appointments/request', {
    preValidation: requireRole('ROLE_CLIENT'),
    schema: {
      tags: ['appointments'],
      summary: 'The client requests the cancellation of an upcoming appointment',
      body: appointmentActionRequestSchema,
      response: { 200: appointmentActionResponseSchema, ...errorResponses },
    },
    handler: async (request) => cancellations.requestCancellation(ctx, actorOf(request), request.body.appointmentId),
  });

  app.post('/api/appointments/accept', {
    preValidation: requireRole('ROLE_THERAPIST'),
    schema: {
      tags: ['appointments'],
      summary: "The appointment's therapist confirms a requested cancellation",
      body: appointmentActionRequestSchema,
      response: { 200: appointmentActionResponseSchema, ...errorResponses },
    },
    handler: async (request) => cancellations.acceptCancellation(ctx, actorOf(request), request.body.appointmentId),
  });
};
