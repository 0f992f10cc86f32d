/** The API's clients endpoints (see endpoints.ts). */
import { clientPreferencesRequestSchema, clientProfileSchema } from './clients';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';

export const clientsEndpoints = {
  getClientProfile: endpoint({
    method: 'GET',
    path: '/api/clients/:id',
    tags: ['clients'],
    summary: "A client's preferences (404 until created)",
    params: idParamsSchema,
    response: clientProfileSchema,
  }),
  createClientProfile: endpoint({
    method: 'POST',
    path: '/api/clients/:id',
    tags: ['clients'],
    summary: "Create a client's preferences (409 when they exist)",
    params: idParamsSchema,
    body: clientPreferencesRequestSchema,
    status: 201,
    response: clientProfileSchema,
  }),
  updateClientProfile: endpoint({
    method: 'PUT',
    path: '/api/clients/:id',
    tags: ['clients'],
    summary: "Update (or create) a client's preferences",
    params: idParamsSchema,
    body: clientPreferencesRequestSchema,
    response: clientProfileSchema,
  }),
};
