/** `POST /api/admin/appointments` (ROLE_ADMIN only): an admin books a built-in slot for a client. */
import { adminBookingRequestSchema, appointmentSchema } from '@aliento/contracts/appointments';
import { errorResponses } from '@aliento/contracts/errors';
import { actorOf, requireRole } from '../../plugins/auth';
import * as appointments from '../../services/appointments';
import type { RoutePlugin } from '../types';

export const adminAppointmentRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post('/api/admin/appointments', {
    preValidation: requireRole('ROLE_ADMIN'),
    schema: {
      tags: ['admin'],
      summary: "An admin books a free built-in slot for a client, spending the client's credit (recorded with the reason)",
      body: adminBookingRequestSchema,
      response: { 201: appointmentSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const { therapist, client, startTime, reason } = request.body;
      const appointment = await appointments.createAppointment(
        ctx,
        actorOf(request),
        therapist,
        client,
        { therapist, client, startTime, completed: false, cancelled: false },
        reason,
      );
      return reply.code(201).send(appointment);
    },
  });
};
