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
import { rememberTimeZone, timeZoneOf } from '../../lib/time-zone';
import { actorOf, hasRole, requireRole, requireSelf, requireSelfOrAdmin } from '../../plugins/auth';
import * as appointments from '../../services/appointments';
import * as cancellations from '../../services/cancellations';
import type { RoutePlugin } from '../types';

export const appointmentBookingRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post('/api/appointments/therapist/:therapistUserId/user/:clientId', {
    config: { limit: { per: 'user', name: 'booking' } },
    // a booking spends the caller's own credit; an admin books for a client with POST /api/admin/appointments
    preValidation: requireSelf('clientId'),
    schema: {
      tags: ['appointments'],
      summary: "Book an appointment: spends one of the caller's credits (built-in slot or Calendly event)",
      params: createAppointmentParamsSchema,
      body: createAppointmentRequestSchema,
      response: { 201: appointmentSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { therapistUserId, clientId } = request.params;
      // before the booking, so its confirmation mail already uses the client's zone (not when an admin books)
      if (actorOf(request).id === clientId) await rememberTimeZone(ctx.db, { id: clientId }, timeZoneOf(request));
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
