/** Admin preference updates (ROLE_ADMIN): `PUT /api/admin/update-therapist` (incl. approval), `PUT /api/admin/update-client`. */
import { adminUpdateClientRequestSchema, adminUpdateTherapistRequestSchema } from '@aliento/contracts/admin';
import { clientProfileSchema } from '@aliento/contracts/clients';
import { errorResponses } from '@aliento/contracts/errors';
import { therapistProfileSchema } from '@aliento/contracts/therapists';
import { actorOf, requireRole } from '../../plugins/auth';
import * as clients from '../../services/clients';
import * as therapists from '../../services/therapists';
import type { RoutePlugin } from '../types';

export const adminPreferenceRoutes: RoutePlugin = async (app, { ctx }) => {
  const adminOnly = requireRole('ROLE_ADMIN');

  app.put('/api/admin/update-therapist', {
    preValidation: adminOnly,
    schema: {
      tags: ['admin'],
      summary: "Update a therapist's profile; `approved` approves an applicant (or suspends a therapist)",
      body: adminUpdateTherapistRequestSchema,
      response: { 200: therapistProfileSchema, ...errorResponses },
    },
    handler: async (request) => therapists.adminUpdateTherapist(ctx, actorOf(request), request.body, request.lang),
  });

  app.put('/api/admin/update-client', {
    preValidation: adminOnly,
    schema: {
      tags: ['admin'],
      summary: "Update (or create) a client's preferences",
      body: adminUpdateClientRequestSchema,
      response: { 200: clientProfileSchema, ...errorResponses },
    },
    handler: async (request) => {
      const { _id, ...prefs } = request.body;
      return clients.updateClientProfile(ctx, actorOf(request), _id, prefs);
    },
  });
};
