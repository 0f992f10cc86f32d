/**
 * The scheduling adapter for Calendly. Real when configured (an organization admin token `CALENDLY_TOKEN`, and/or
 * an OAuth app through which therapists connect their own accounts); otherwise the embedded default, which means
 * "no Calendly verification available": Calendly bookings are refused before any credit moves and clients book on
 * the built-in availability.
 */
import type { Queryable } from '../../db';
import { fieldError } from '../../lib/app-error';
import type { ServiceContext } from '../../services/context';
import { CalendlyAccounts, type CalendlyAccess } from './accounts';
import { CalendlyApi } from './api-client';
import { CalendlyConnections } from './connections';
import { CalendlyCancellations, type CalendlyLog } from './event-cancellations';
import { CalendlyOAuthClient } from './oauth-client';
import { parseEncryptionKey, TokenCipher } from './token-cipher';
import { CalendlyBookingVerifier, type CalendlyBookingRequest, type VerifiedCalendlyBooking } from './verify-booking';

/** Reason sent with the cancellation of an appointment cancelled in Aliento (Calendly shows it to the invitee). */
export const ALIENTO_CANCELLATION_REASON = 'Cita cancelada en Aliento. · Appointment cancelled in Aliento.';

/** What Aliento needs of a scheduling service beyond its own built-in availability. */
export interface CalendlyAdapter {
  /** False for the embedded default: no Calendly booking can be verified. */
  readonly verifies: boolean;
  /** The OAuth connection flow, when therapists may connect their own account. */
  readonly connections: CalendlyConnections | null;
  /** The webhook subscription's signing key (null: no webhook endpoint). */
  readonly webhookSigningKey: string | null;
  /** The page clients book this therapist on, when the server can verify bookings there. */
  bookingPage(therapistId: string, calendlyField: string): Promise<string | null>;
  /** Verifies a booking's event (see verify-booking.ts); refuses with a 400 naming `eventId`. */
  verifyBooking(req: CalendlyBookingRequest): Promise<VerifiedCalendlyBooking>;
  /** Cancels the Calendly event of a booking Aliento refused or failed after verifying it. */
  cancelOrphan(eventUuid: string, therapistId: string): Promise<void>;
  /** Queues, in the caller's transaction, the cancellation of a cancelled appointment's Calendly event. */
  queueAppointmentCancellation(q: Queryable, appointmentId: string): Promise<void>;
  /**
   * Sends queued cancellations now (failures stay queued): by default the ones never tried, as a request that just
   * queued one does; `{ retries: true }` also the due retries, as the job does.
   */
  sendQueuedCancellations(opts?: { retries?: boolean }): Promise<number>;
}

/** The embedded default: nothing to verify with, nothing to cancel. */
export const NO_CALENDLY: CalendlyAdapter = {
  verifies: false,
  connections: null,
  webhookSigningKey: null,
  bookingPage: async () => null,
  verifyBooking: async () => {
    throw fieldError('eventId', 'calendlyUnavailable');
  },
  cancelOrphan: async () => undefined,
  queueAppointmentCancellation: async () => undefined,
  sendQueuedCancellations: async () => 0,
};

class CalendlyService implements CalendlyAdapter {
  readonly verifies = true;
  constructor(
    private readonly accounts: CalendlyAccounts,
    private readonly verifier: CalendlyBookingVerifier,
    private readonly cancellations: CalendlyCancellations,
    readonly connections: CalendlyConnections | null,
    readonly webhookSigningKey: string,
    private readonly log?: CalendlyLog,
  ) {}

  async bookingPage(therapistId: string, calendlyField: string): Promise<string | null> {
    let access: CalendlyAccess | null;
    try {
      access = await this.accounts.accessFor(therapistId, calendlyField);
    } catch (err) {
      // Calendly unreachable: offer what Aliento can verify without it (the built-in availability)
      this.log?.warn({ error: (err as Error).message }, 'Calendly could not be asked about a therapist');
      return null;
    }
    return access?.schedulingUrl || null;
  }

  verifyBooking(req: CalendlyBookingRequest): Promise<VerifiedCalendlyBooking> {
    return this.verifier.verify(req);
  }

  cancelOrphan(eventUuid: string, therapistId: string): Promise<void> {
    return this.verifier.cancelOrphan(eventUuid, therapistId);
  }

  queueAppointmentCancellation(q: Queryable, appointmentId: string): Promise<void> {
    return this.cancellations.enqueueForAppointment(q, appointmentId, ALIENTO_CANCELLATION_REASON);
  }

  async sendQueuedCancellations(opts: { retries?: boolean } = {}): Promise<number> {
    return this.cancellations.run(!opts.retries).catch((err: Error) => {
      this.log?.warn({ error: err.message }, 'Calendly cancellations could not be sent now');
      return 0;
    });
  }
}

/** Builds the adapter from the configuration; throws (refusing to start) on an incomplete production setup. */
export function createCalendly(ctx: ServiceContext, log?: CalendlyLog): CalendlyAdapter {
  const c = ctx.config;
  const oauthOn = Boolean(c.calendlyClientId && c.calendlyClientSecret);
  if (!oauthOn && (c.calendlyClientId || c.calendlyClientSecret)) {
    throw new Error('Calendly OAuth needs both CALENDLY_CLIENT_ID and CALENDLY_CLIENT_SECRET');
  }
  if (!c.calendlyToken && !oauthOn) return NO_CALENDLY;
  if (!c.calendlyWebhookSigningKey) {
    throw new Error(
      'CALENDLY_WEBHOOK_SIGNING_KEY is required with Calendly: without the invitee webhooks a session cancelled in Calendly would stay booked in Aliento',
    );
  }
  let oauth: { client: CalendlyOAuthClient; cipher: TokenCipher } | null = null;
  if (oauthOn) {
    if (!c.calendlyTokenEncryptionKey) throw new Error('CALENDLY_TOKEN_ENCRYPTION_KEY is required with Calendly OAuth (tokens are stored encrypted)');
    oauth = {
      client: new CalendlyOAuthClient({
        authUrl: c.calendlyAuthUrl,
        clientId: c.calendlyClientId as string,
        clientSecret: c.calendlyClientSecret as string,
        redirectUri: c.calendlyRedirectUri,
      }),
      cipher: new TokenCipher(parseEncryptionKey(c.calendlyTokenEncryptionKey)),
    };
  }
  const api = new CalendlyApi(c.calendlyApiUrl);
  const accounts = new CalendlyAccounts(ctx.db, api, oauth, c.calendlyToken);
  const cancellations = new CalendlyCancellations(ctx.db, api, accounts, log);
  const verifier = new CalendlyBookingVerifier(ctx.db, api, accounts, cancellations);
  const connections = oauth ? new CalendlyConnections(ctx.db, api, accounts, oauth.client, c.calendlyWebhookUrl, log) : null;
  return new CalendlyService(accounts, verifier, cancellations, connections, c.calendlyWebhookSigningKey, log);
}

const adapters = new WeakMap<ServiceContext, CalendlyAdapter>();

/** The adapter of this app (created once per service context; the first caller may give it a logger). */
export function calendlyOf(ctx: ServiceContext, log?: CalendlyLog): CalendlyAdapter {
  let a = adapters.get(ctx);
  if (!a) {
    a = createCalendly(ctx, log);
    adapters.set(ctx, a);
  }
  return a;
}
