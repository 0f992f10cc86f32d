/** The API's therapists endpoints (see endpoints.ts). */
import { idParamsSchema } from './common';
import { therapistListQuerySchema, therapistListResponseSchema, therapistProfileSchema, updateTherapistRequestSchema } from './therapists';
import { endpoint } from './endpoint';

export const therapistsEndpoints = {
  listTherapists: endpoint({
    method: 'GET',
    path: '/api/therapists',
    tags: ['therapists'],
    summary: 'The directory: approved therapists (admins may also list unapproved ones with approved=false)',
    query: therapistListQuerySchema,
    response: therapistListResponseSchema,
  }),
  getTherapist: endpoint({
    method: 'GET',
    path: '/api/therapists/:id',
    tags: ['therapists'],
    summary: 'One therapist (unapproved ones only for themself and admins)',
    params: idParamsSchema,
    response: therapistProfileSchema,
  }),
  updateTherapist: endpoint({
    method: 'PUT',
    path: '/api/therapists/:id',
    tags: ['therapists'],
    summary: "Update the therapist's profile (partial; `about` is stored in the request's language)",
    params: idParamsSchema,
    body: updateTherapistRequestSchema,
    response: therapistProfileSchema,
  }),
};
