/** The signed-in therapist's own Calendly connection: status, connect (start and finish), disconnect. */
import { api } from '@aliento/core';
import {
  calendlyConnectFinishRequestSchema,
  calendlyConnectFinishResponseSchema,
  calendlyConnectionSchema,
  calendlyConnectResponseSchema,
  type CalendlyConnectFinishRequest,
  type CalendlyConnectFinishResponse,
  type CalendlyConnection,
} from '@aliento/contracts/calendly';

/** `GET /api/calendly/connection`. */
export async function getCalendlyConnection(): Promise<CalendlyConnection> {
  return calendlyConnectionSchema.parse(await api.get('/api/calendly/connection').json());
}

/** `POST /api/calendly/connect`: the Calendly consent page to go to. */
export async function startCalendlyConnect(): Promise<string> {
  return calendlyConnectResponseSchema.parse(await api.post('/api/calendly/connect').json()).url;
}

/** `POST /api/calendly/connect/finish`: hands Calendly's answer (from the redirect) to the API. */
export async function finishCalendlyConnect(answer: CalendlyConnectFinishRequest): Promise<CalendlyConnectFinishResponse> {
  const json = calendlyConnectFinishRequestSchema.parse(answer);
  return calendlyConnectFinishResponseSchema.parse(await api.post('/api/calendly/connect/finish', { json }).json());
}

/** `DELETE /api/calendly/connection`. */
export async function disconnectCalendly(): Promise<CalendlyConnection> {
  return calendlyConnectionSchema.parse(await api.delete('/api/calendly/connection').json());
}
