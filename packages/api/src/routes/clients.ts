/** Client preferences: `GET|POST|PUT /api/clients/{id}` where `{id}` is the client's user id (owner or admin). */
import { clientPreferencesRequestSchema, clientProfileSchema } from '@aliento/contracts/clients';
import { idParamsSchema } from '@aliento/contracts/common';
import { errorResponses } from '@aliento/contracts/errors';
import { actorOf, requireSelfOrAdmin } from '../plugins/auth';
import * as clients from '../services/clients';
import type { RoutePlugin } from './types';

export const clientRoutes: RoutePlugin = async (app, { ctx }) => {
  const ownerOrAdmin = requireSelfOrAdmin('id');

  app.get('/api/clients/:id', {
    preValidation: ownerOrAdmin,
    schema: {
      tags: ['clients'],
      summary: "A client's preferences (404 until created)",
      params: idParamsSchema,
      response: { 200: clientProfileSchema, ...errorResponses },
    },
    handler: async (request, reply) => {
      const profile = await clients.getClientProfile(ctx, request.params.id);
      return reply.headers({ 'cache-control': 'no-store' }).send(profile);
    },
  });

  app.post('/api/clients/:id', {
    preValidation: ownerOrAdmin,
    schema: {
      tags: ['clients'],
      summary: "Create a client's preferences (409 when they exist)",
      params: idParamsSchema,
      body: clientPreferencesRequestSchema,
      response: { 201: clientProfileSchema, ...errorResponses },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await clients.createClientProfile(ctx, actorOf(request), request.params.id, request.body)),
  });

  app.put('/api/clients/:id', {
    preValidation: ownerOrAdmin,
    schema: {
      tags: ['clients'],
      summary: "Update (or create) a client's preferences",
      params: idParamsSchema,
      body: clientPreferencesRequestSchema,
      response: { 200: clientProfileSchema, ...errorResponses },
    },
    handler: async (request) => clients.updateClientProfile(ctx, actorOf(request), request.params.id, request.body),
  });
};
