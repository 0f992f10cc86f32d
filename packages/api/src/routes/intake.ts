/** `POST /api/intake`: the provider application form (public, rate-limited per client address). */
import { sendIntake } from '../services/intake';
import type { RoutePlugin } from './types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from './route-schema';

export const intakeRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(endpoints.sendIntake.path, {
    config: { auth: 'public', limit: { per: 'address', name: 'forms' } },
    schema: routeSchema(endpoints.sendIntake),
    handler: async (request, reply) => reply.code(201).send(await sendIntake(ctx, request.body, request.lang)),
  });
};
