/** The API's calendly endpoints (see endpoints.ts). */
import {
  calendlyConnectFinishRequestSchema,
  calendlyConnectFinishResponseSchema,
  calendlyConnectResponseSchema,
  calendlyConnectionSchema,
  calendlyWebhookResponseSchema,
} from './calendly';
import { endpoint } from './endpoint';

export const calendlyEndpoints = {
  connectCalendly: endpoint({
    method: 'POST',
    path: '/api/calendly/connect',
    tags: ['calendly'],
    summary: "Starts connecting the therapist's own Calendly account: the Calendly consent page to go to",
    response: calendlyConnectResponseSchema,
  }),
  finishCalendlyConnect: endpoint({
    method: 'POST',
    path: '/api/calendly/connect/finish',
    tags: ['calendly'],
    summary: "Finishes the connection with Calendly's answer (code and state) brought back to settings",
    body: calendlyConnectFinishRequestSchema,
    response: calendlyConnectFinishResponseSchema,
  }),
  getCalendlyConnection: endpoint({
    method: 'GET',
    path: '/api/calendly/connection',
    tags: ['calendly'],
    summary: "The therapist's own Calendly connection",
    response: calendlyConnectionSchema,
  }),
  disconnectCalendly: endpoint({
    method: 'DELETE',
    path: '/api/calendly/connection',
    tags: ['calendly'],
    summary: "Disconnects the therapist's Calendly account (tokens revoked at Calendly and deleted)",
    response: calendlyConnectionSchema,
  }),
  calendlyWebhook: endpoint({
    method: 'POST',
    path: '/api/calendly/webhook',
    tags: ['calendly'],
    summary: 'Calendly webhook (invitee.created, invitee.canceled), signed with the subscription signing key',
    response: calendlyWebhookResponseSchema,
  }),
};
