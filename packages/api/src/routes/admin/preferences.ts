/** Admin preference updates (ROLE_ADMIN): `PUT /api/admin/update-therapist` (incl. approval), `PUT /api/admin/update-client`. */
import { actorOf, requireRole } from '../../plugins/auth';
import * as clients from '../../services/clients';
import * as therapists from '../../services/therapists';
import type { RoutePlugin } from '../types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from '../route-schema';

export const adminPreferenceRoutes: RoutePlugin = async (app, { ctx }) => {
  const adminOnly = requireRole('ROLE_ADMIN');

  app.put(endpoints.adminUpdateTherapist.path, {
    preValidation: adminOnly,
    schema: routeSchema(endpoints.adminUpdateTherapist),
    handler: async (request) => therapists.adminUpdateTherapist(ctx, actorOf(request), request.body, request.lang),
  });

  app.put(endpoints.adminUpdateClient.path, {
    preValidation: adminOnly,
    schema: routeSchema(endpoints.adminUpdateClient),
    handler: async (request) => {
      const { _id, ...prefs } = request.body;
      return clients.updateClientProfile(ctx, actorOf(request), _id, prefs);
    },
  });
};
