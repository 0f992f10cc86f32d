/** `POST /api/contact`: the contact form (public, rate-limited per client address). */
import { messageResponseSchema } from '@aliento/contracts/common';
import { contactRequestSchema } from '@aliento/contracts/contact';
import { errorResponses } from '@aliento/contracts/errors';
import { submitContact } from '../services/contact';
import type { RoutePlugin } from './types';

export const contactRoutes: RoutePlugin = async (app, { ctx }) => {
  app.post('/api/contact', {
    config: { auth: 'public', limit: { per: 'address', name: 'forms' } },
    schema: {
      tags: ['forms'],
      summary: 'Send a contact message to the staff',
      body: contactRequestSchema,
      response: { 201: messageResponseSchema, ...errorResponses },
    },
    handler: async (request, reply) => reply.code(201).send(await submitContact(ctx, request.body, request.lang)),
  });
};
