/** `GET /api/therapists` (the directory), `GET /api/therapists/{id}`, `PUT /api/therapists/{id}` (self or admin). */
import { idParamsSchema } from '@aliento/contracts/common';
import { errorResponses } from '@aliento/contracts/errors';
import {
  therapistListQuerySchema,
  therapistListResponseSchema,
  therapistProfileSchema,
  updateTherapistRequestSchema,
} from '@aliento/contracts/therapists';
import type { FastifyRequest } from 'fastify';
import { currentUser, hasRole, requireSelfOrAdmin } from '../plugins/auth';
import * as therapists from '../services/therapists';
import type { RoutePlugin } from './types';

const viewer = (request: FastifyRequest) => {
  const user = currentUser(request);
  return { id: user.id, isAdmin: hasRole(user, 'ROLE_ADMIN') };
};

export const therapistRoutes: RoutePlugin = async (app, { ctx }) => {
  app.get('/api/therapists', {
    schema: {
      tags: ['therapists'],
      summary: 'The directory: approved therapists (admins may also list unapproved ones with approved=false)',
      querystring: therapistListQuerySchema,
      response: { 200: therapistListResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const list = await therapists.listTherapists(ctx, { approved: request.query.approved, viewer: viewer(request) }, request.lang);
      return reply.headers({ 'cache-control': 'private, no-cache', vary: 'Authorization, X-Language' }).send(list);
    },
  });

  app.get('/api/therapists/:id', {
    // a therapist awaiting approval may read their own profile
    config: { auth: 'unapproved' },
    schema: {
      tags: ['therapists'],
      summary: 'One therapist (unapproved ones only for themself and admins)',
      params: idParamsSchema,
      response: { 200: therapistProfileSchema, ...errorResponses },
    },
    handler: async (request) => therapists.getTherapist(ctx, request.params.id, viewer(request), request.lang),
  });

  app.put('/api/therapists/:id', {
    preValidation: requireSelfOrAdmin('id'),
    schema: {
      tags: ['therapists'],
      summary: "Update the therapist's profile (partial; `about` is stored in the request's language)",
      params: idParamsSchema,
      body: updateTherapistRequestSchema,
      response: { 200: therapistProfileSchema, ...errorResponses },
    },
    handler: async (request) => therapists.updateTherapist(ctx, request.params.id, request.body, request.lang),
  });
};
