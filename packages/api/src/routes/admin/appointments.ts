/** `POST /api/admin/appointments` (ROLE_ADMIN only): an admin books a built-in slot for a client. */
import { actorOf, requireRole } from '../../plugins/auth';
import * as appointments from '../../services/appointments';
import type { RoutePlugin } from '../types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from '../route-schema';

export const adminAppointmentRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(endpoints.adminCreateAppointment.path, {
    preValidation: requireRole('ROLE_ADMIN'),
    schema: routeSchema(endpoints.adminCreateAppointment),
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
