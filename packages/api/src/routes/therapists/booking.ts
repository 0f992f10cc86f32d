/** `GET /api/therapists/{id}/booking`: how clients book this therapist (Calendly, built-in availability, or none yet). */
import { currentUser, hasRole } from '../../plugins/auth';
import { getBookingMode } from '../../services/booking-mode';
import type { RoutePlugin } from '../types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from '../route-schema';

export const therapistBookingRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get(endpoints.getBookingMode.path, {
    schema: routeSchema(endpoints.getBookingMode),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const mode = await getBookingMode(ctx, request.params.id, { id: user.id, isAdmin: hasRole(user, 'ROLE_ADMIN') });
      return reply.send(mode);
    },
  });
};
