/** `GET /api/therapists/{id}/booking`: how clients book this therapist (Calendly, built-in availability, or none yet). */
import { bookingModeSchema } from '@aliento/contracts/calendly';
import { idParamsSchema } from '@aliento/contracts/common';
import { errorResponses } from '@aliento/contracts/errors';
import { currentUser, hasRole } from '../../plugins/auth';
import { bookingMode } from '../../services/booking-mode';
import type { RoutePlugin } from '../types';

export const therapistBookingRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/api/therapists/:id/booking', {
    schema: {
      tags: ['scheduling'],
      summary: 'How clients book this therapist: Calendly (verifiable), built-in availability, or no open times yet',
      params: idParamsSchema,
      response: { 200: bookingModeSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const user = currentUser(request);
      const mode = await bookingMode(ctx, request.params.id, { id: user.id, isAdmin: hasRole(user, 'ROLE_ADMIN') });
      return reply.send(mode);
    },
  });
};
