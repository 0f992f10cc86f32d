/**
 * The API's endpoints, each defined once (see endpoint.ts). The key is the endpoint's name: the API's service
 * function and the typed client's function carry the same name.
 */
import { adminUpdateTherapistRequestSchema } from './admin';
import { clientProfileSchema } from './clients';
import { idParamsSchema } from './common';
import { endpoint } from './endpoint';
import { freeSlotsQuerySchema, freeSlotsResponseSchema } from './scheduling';
import { subscriptionParamsSchema, subscriptionResponseSchema } from './subscriptions';
import { therapistProfileSchema, updateTherapistRequestSchema } from './therapists';
import { userSchema } from './users';

export const endpoints = {
  getUser: endpoint({
    method: 'GET',
    path: '/api/users/:id',
    tags: ['users'],
    summary: 'A user with the therapist sub-object',
    params: idParamsSchema,
    response: userSchema,
  }),
  getSubscription: endpoint({
    method: 'GET',
    path: '/api/subscriptions/client/:clientId',
    tags: ['subscriptions'],
    summary: "A client's plan and credits (null when none)",
    params: subscriptionParamsSchema,
    response: subscriptionResponseSchema,
  }),
  getClientProfile: endpoint({
    method: 'GET',
    path: '/api/clients/:id',
    tags: ['clients'],
    summary: "A client's preferences (404 until created)",
    params: idParamsSchema,
    response: clientProfileSchema,
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
  adminUpdateTherapist: endpoint({
    method: 'PUT',
    path: '/api/admin/update-therapist',
    tags: ['admin'],
    summary: "Update a therapist's profile; `approved` approves an applicant (or suspends a therapist)",
    body: adminUpdateTherapistRequestSchema,
    response: therapistProfileSchema,
  }),
  getFreeSlots: endpoint({
    method: 'GET',
    path: '/api/therapists/:id/slots',
    tags: ['scheduling'],
    summary: "A therapist's free 45-minute slots in a range (at most 62 days), UTC",
    params: idParamsSchema,
    query: freeSlotsQuerySchema,
    response: freeSlotsResponseSchema,
  }),
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
