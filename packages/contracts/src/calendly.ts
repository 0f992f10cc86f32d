/**
 * Scheduling with Calendly: how a client books a therapist (decided by the server), a therapist's own Calendly
 * connection (settings), and the answer of Calendly's webhook.
 */
import { z } from 'zod';
import { dateTimeText } from './common';

/**
 * `GET /api/therapists/{id}/booking`: how clients book this therapist. `calendly`: the server can verify bookings
 * on this Calendly page (the widget is shown); `builtin`: the therapist's weekly availability; `none`: no way to book
 * yet (no availability, and no Calendly the server can verify), shown as a kind "no open times yet".
 */
export const bookingModeSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('calendly'), schedulingUrl: z.string() }),
  z.object({ mode: z.literal('builtin') }),
  z.object({ mode: z.literal('none') }),
]);
/** How clients book a therapist. */
export type BookingMode = z.infer<typeof bookingModeSchema>;

/** `GET|DELETE /api/calendly/connection`: the signed-in therapist's own Calendly account, when connected. */
export const calendlyConnectionSchema = z.discriminatedUnion('connected', [
  z.object({ connected: z.literal(false) }),
  z.object({
    connected: z.literal(true),
    /** The Calendly user's name. */
    name: z.string(),
    /** Their Calendly scheduling page. */
    schedulingUrl: z.string(),
    connectedAt: dateTimeText(),
  }),
]);
/** A therapist's Calendly connection. */
export type CalendlyConnection = z.infer<typeof calendlyConnectionSchema>;

/** `POST /api/calendly/connect` answer: the Calendly consent page the browser goes to. */
export const calendlyConnectResponseSchema = z.object({ url: z.string() });
/** Connect answer. */
export type CalendlyConnectResponse = z.infer<typeof calendlyConnectResponseSchema>;

/** An OAuth value Calendly puts in the redirect (URL-safe characters only). */
const oauthValue = (max: number) =>
  z
    .string({ error: 'invalidValue' })
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' })
    .regex(/^[A-Za-z0-9._~-]+$/, { error: 'invalidValue' });

/**
 * `POST /api/calendly/connect/finish` body: what Calendly's redirect brought to the settings page (`code` and
 * `state`, or `error` when the therapist declined). The state must be one the signed-in therapist started.
 */
export const calendlyConnectFinishRequestSchema = z.object({
  state: oauthValue(200),
  code: oauthValue(2000).optional(),
  error: oauthValue(100).optional(),
});
/** Finish body. */
export type CalendlyConnectFinishRequest = z.infer<typeof calendlyConnectFinishRequestSchema>;

/** How a connection attempt ended: connected, declined on Calendly, failed, or that Calendly account is another therapist's. */
export const CALENDLY_CONNECT_OUTCOMES = ['connected', 'denied', 'failed', 'taken'] as const;
/** How a connection attempt ended. */
export type CalendlyConnectOutcome = (typeof CALENDLY_CONNECT_OUTCOMES)[number];

/** Finish answer: the outcome and the connection as it now is. */
export const calendlyConnectFinishResponseSchema = z.object({
  outcome: z.enum(CALENDLY_CONNECT_OUTCOMES),
  connection: calendlyConnectionSchema,
});
/** Finish answer. */
export type CalendlyConnectFinishResponse = z.infer<typeof calendlyConnectFinishResponseSchema>;

/** `POST /api/calendly/webhook` answer (Calendly only needs a 2xx). */
export const calendlyWebhookResponseSchema = z.object({ received: z.literal(true), outcome: z.string() });
