/**
 * Verifies a Calendly booking before Aliento spends a credit on it: the event exists and is active, one of its
 * memberships is the therapist's Calendly user, one of its active invitees has the signed-in client's stored e-mail
 * (never an address from the request), and it starts in the future; name and times are Calendly's. A refused event
 * that this booking created is cancelled at Calendly so no orphan remains.
 */
import type { Db } from '../../db';
import { AppError, fieldError } from '../../lib/app-error';
import type { CalendlyAccess, CalendlyAccounts } from './accounts';
import { CalendlyHttpError, calendlyUuid, type CalendlyApi, type CalendlyEvent } from './api-client';
import type { CalendlyCancellations } from './event-cancellations';

/** A verified Calendly booking: what Calendly says about it. */
export type VerifiedCalendlyBooking = { name: string | null; start: Date; end: Date; eventUuid: string; inviteeUuid: string };

/**
 * Who asks to book which event. `inviteeId` (a reschedule's new invitee) names the invitee that must be the client;
 * a booking from the browser leaves it out and any active invitee with the client's e-mail counts.
 */
export type CalendlyBookingRequest = { therapistId: string; clientId: string; eventId: string; now: number; inviteeId?: string };

/**
 * An unverified event is cancelled only when it is plausibly this client's fresh booking: it names the therapist or
 * the client, nothing in Aliento holds it, and Calendly created it this recently. Someone who learned another
 * person's event id therefore cannot get that person's session cancelled.
 */
const ORPHAN_MAX_AGE_MS = 60 * 60_000;

/** Reason sent with a cancellation of a refused booking (Calendly shows it to the invitee). */
export const ORPHAN_REASON =
  'Aliento no pudo confirmar esta reserva y no usó ningún crédito. · Aliento could not confirm this booking; no credit was used.';

/** Calendly's event ids are short tokens; anything else never reaches Calendly's URL. */
const EVENT_UUID = /^[A-Za-z0-9_-]{1,100}$/;

export class CalendlyBookingVerifier {
  constructor(
    private readonly db: Db,
    private readonly api: CalendlyApi,
    private readonly accounts: CalendlyAccounts,
    private readonly cancellations: CalendlyCancellations,
  ) {}

  async verify(req: CalendlyBookingRequest): Promise<VerifiedCalendlyBooking> {
    const access = await this.accounts.accessFor(req.therapistId).catch(unreachable);
    // without a token that can read this therapist's events nothing can be verified: refuse before any credit moves
    if (!access) throw fieldError('eventId', 'calendlyUnavailable');
    const eventUuid = calendlyUuid(req.eventId);
    if (!EVENT_UUID.test(eventUuid)) throw fieldError('eventId', 'invalidValue');

    const event = await this.readEvent(access, eventUuid);
    if (!event || event.status !== 'active') throw fieldError('eventId', 'calendlyNotVerified');
    const email = await this.storedEmail(req.clientId);
    const candidates = req.inviteeId
      ? [await this.api.invitee(access.token, eventUuid, calendlyUuid(req.inviteeId)).catch(unreachable)]
      : await this.api.inviteesByEmail(access.token, eventUuid, email).catch(unreachable);
    const invitee = candidates.find((i) => i !== null && i.email.toLowerCase() === email && i.status === 'active');
    const hosted = (event.event_memberships ?? []).some((m) => m.user === access.userUri);

    if (!invitee || !hosted) {
      const created = Date.parse(event.created_at ?? '');
      if ((invitee || hosted) && Number.isFinite(created) && req.now - created <= ORPHAN_MAX_AGE_MS) {
        await this.cancelOrphan(eventUuid, req.therapistId);
      }
      throw fieldError('eventId', 'calendlyNotVerified');
    }
    const start = new Date(event.start_time);
    const end = new Date(event.end_time);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start) throw new AppError(502, 'schedulingUnavailable');
    if (start.getTime() <= req.now) throw fieldError('eventId', 'appointmentNotUpcoming');
    return { name: event.name || null, start, end, eventUuid, inviteeUuid: calendlyUuid(invitee.uri) };
  }

  /** Queues the cancellation of a refused or failed booking's event and sends it to Calendly before answering. */
  async cancelOrphan(eventUuid: string, therapistId: string): Promise<void> {
    await this.cancellations.enqueueOrphan(this.db, eventUuid, therapistId, ORPHAN_REASON);
    // the booking's answer does not depend on Calendly's: a failed attempt stays queued for the retry job
    await this.cancellations.run(true).catch(() => undefined);
  }

  private async readEvent(access: CalendlyAccess, uuid: string): Promise<CalendlyEvent | null> {
    try {
      return await this.api.event(access.token, uuid);
    } catch (err) {
      // 403: an event of an account this token cannot read is, for this therapist, an unknown event
      if (err instanceof CalendlyHttpError && err.status === 403) return null;
      return unreachable(err);
    }
  }

  private async storedEmail(clientId: string): Promise<string> {
    const r = await this.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [clientId]);
    if (!r.rows[0]) throw fieldError('client', 'invalidValue');
    return r.rows[0].email.toLowerCase();
  }
}

/** Calendly down or refusing the token: a 502 the client may retry (nothing was spent); other errors pass. */
function unreachable(err: unknown): never {
  if (err instanceof CalendlyHttpError) throw new AppError(502, 'schedulingUnavailable');
  throw err;
}
