/**
 * Built-in scheduling: `GET|PUT /api/therapists/{id}/availability` (read: any signed-in user for an approved
 * therapist, else only the therapist and admins; write: the therapist or an admin) and `GET /api/therapists/{id}/slots` (free 45-minute slots of a range).
 */
import { idParamsSchema } from '@aliento/contracts/common';
import { errorResponses } from '@aliento/contracts/errors';
import { availabilitySchema, freeSlotsQuerySchema, freeSlotsResponseSchema } from '@aliento/contracts/scheduling';
import { actorOf, currentUser, hasRole, requireSelfOrAdmin } from '../../plugins/auth';
import * as scheduling from '../../services/scheduling';
import type { RoutePlugin } from '../types';

export const therapistAvailabilityRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/api/therapists/:id/availability', {
    schema: {
      tags: ['scheduling'],
      summary: "A therapist's weekly availability in their time zone",
      params: idParamsSchema,
      response: { 200: availabilitySchema, ...errorResponses },
    },
    handler: async (request) => {
      const user = currentUser(request);
      return scheduling.getAvailability(ctx, request.params.id, { id: user.id, isAdmin: hasRole(user, 'ROLE_ADMIN') });
    },
  });

  app.put('/api/therapists/:id/availability', {
    preValidation: requireSelfOrAdmin('id'),
    schema: {
      tags: ['scheduling'],
      summary: "Replace a therapist's weekly availability",
      params: idParamsSchema,
      body: availabilitySchema,
      response: { 200: availabilitySchema, ...errorResponses },
    },
    handler: async (request) => scheduling.saveAvailability(ctx, actorOf(request), request.params.id, request.body),
  });

  app.get('/api/therapists/:id/slots', {
    schema: {
      tags: ['scheduling'],
      summary: "A therapist's free 45-minute slots in a range (at most 62 days), UTC",
      params: idParamsSchema,
      querystring: freeSlotsQuerySchema,
      response: { 200: freeSlotsResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) =>
      reply.headers({ 'cache-control': 'no-store' }).send(await scheduling.freeSlots(ctx, request.params.id, request.query)),
  });
};
