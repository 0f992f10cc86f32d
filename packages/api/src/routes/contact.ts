/** `POST /api/contact`: the contact form (public, rate-limited per client address). */
import { sendContact } from '../services/contact';
import type { RoutePlugin } from './types';
import { endpoints } from '@aliento/contracts/endpoints';
import { routeSchema } from './route-schema';

export const contactRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post(endpoints.sendContact.path, {
    config: { auth: 'public', limit: { per: 'address', name: 'forms' } },
    schema: routeSchema(endpoints.sendContact),
    handler: async (request, reply) => reply.code(201).send(await sendContact(ctx, request.body, request.lang)),
  });
};
