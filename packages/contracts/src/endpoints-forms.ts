/** The API's forms endpoints (see endpoints.ts). */
import { messageResponseSchema } from './common';
import { contactRequestSchema } from './contact';
import { intakeRequestSchema } from './intake';
import { endpoint } from './endpoint';

export const formsEndpoints = {
  sendIntake: endpoint({
    method: 'POST',
    path: '/api/intake',
    tags: ['forms'],
    summary: 'Send a provider application to the staff',
    body: intakeRequestSchema,
    status: 201,
    response: messageResponseSchema,
  }),
  sendContact: endpoint({
    method: 'POST',
    path: '/api/contact',
    tags: ['forms'],
    summary: 'Send a contact message to the staff',
    body: contactRequestSchema,
    status: 201,
    response: messageResponseSchema,
  }),
};
