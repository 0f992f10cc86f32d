/** `POST /api/intake`: the provider application form (public, rate-limited per client address). */
import { messageResponseSchema } from '@aliento/contracts/common';
import { errorResponses } from '@aliento/contracts/errors';
import { intakeRequestSchema } from '@aliento/contracts/intake';
import { submitIntake } from '../services/intake';
import type { RoutePlugin } from './types';

export const intakeRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post('/api/intake', {
    config: { auth: 'public', limit: { per: 'address', name: 'forms' } },
    schema: {
      tags: ['forms'],
      summary: 'Send a provider application to the staff',
      body: intakeRequestSchema,
      response: { 201: messageResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => reply.code(201).send(await submitIntake(ctx, request.body, request.lang)),
  });
};
