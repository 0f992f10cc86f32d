/** Shared set-up of the Calendly suites: an app pointed at the stand-in, therapists with Calendly pages, deliveries. */
import type { Config } from '../src/config';
import { calendlySignature } from '../src/scheduling/calendly/webhook-signature';
import type { CalendlyStandIn } from './calendly-stand-in';
import { type StandInUser } from './calendly-stand-in';
import { type Actor, bearer, createTestApp, newUser, type TestApp } from './helpers';

export const SIGNING_KEY = 'calendly-webhook-signing-key-for-tests';
export const ENCRYPTION_KEY = Buffer.alloc(32, 7).toString('base64');

/** The app configured for the stand-in (organization token unless `orgToken: false`, OAuth when `oauth`). */
export async function calendlyApp(
  cal: CalendlyStandIn,
  opts: { orgToken?: boolean; oauth?: boolean } = {},
  extra: Partial<Config> = {},
): Promise<TestApp> {
  return createTestApp({
    calendlyApiUrl: cal.url,
    calendlyAuthUrl: cal.url,
    calendlyWebhookSigningKey: SIGNING_KEY,
    ...(opts.orgToken === false ? {} : { calendlyToken: cal.adminToken }),
    ...(opts.oauth
      ? {
          calendlyClientId: cal.oauthClient.id,
          calendlyClientSecret: cal.oauthClient.secret,
          calendlyRedirectUri: 'http://web.test/dashboard/settings',
          calendlyTokenEncryptionKey: ENCRYPTION_KEY,
        }
      : {}),
    ...extra,
  });
}

/** An approved therapist whose Calendly field is `calendly` (a username or a link). */
export async function therapistWithCalendly(t: TestApp, calendly: string): Promise<Actor> {
  const th = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
  await t.db.query('UPDATE therapists SET calendly = $2 WHERE user_id = $1', [th.id, calendly]);
  return th;
}

/** The booking call the directory makes after the widget's `event_scheduled`. */
export function bookEvent(t: TestApp, client: Actor, therapist: Actor, ids: { eventId: string; inviteeId?: string }, clientEmail = client.email) {
  return t.app.inject({
    method: 'POST',
    url: `/api/appointments/therapist/${therapist.id}/user/${client.id}`,
    headers: { ...bearer(client), 'x-language': 'en' },
    payload: { therapist: therapist.id, client: client.id, clientEmail, completed: false, cancelled: false, ...ids },
  });
}

/** POST /api/calendly/webhook with a body signed as Calendly signs it (or with the signature given). */
export function deliver(t: TestApp, body: unknown, signature?: string) {
  const payload = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/calendly/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'calendly-webhook-signature': signature ?? calendlySignature(payload, SIGNING_KEY) },
  });
}

/** A webhook body as Calendly sends it: the event name and the invitee as payload. */
export function webhookBody(
  cal: CalendlyStandIn,
  event: 'invitee.created' | 'invitee.canceled',
  inviteeUri: string,
  cancellation?: { canceler_type: 'host' | 'invitee'; created_at?: string },
) {
  const invitee = cal.inviteeAt(inviteeUri);
  const scheduled = cal.events.get(invitee.event.split('/').pop() as string);
  return {
    event,
    created_at: new Date().toISOString(),
    created_by: 'https://api.calendly.com/users/ADMIN',
    payload: {
      ...invitee,
      scheduled_event: scheduled
        ? { uri: scheduled.uri, name: scheduled.name, start_time: scheduled.start_time, end_time: scheduled.end_time, status: scheduled.status }
        : null,
      cancellation:
        event === 'invitee.canceled' ? { canceled_by: 'Someone', reason: 'No puedo', created_at: new Date().toISOString(), ...cancellation } : null,
    },
  };
}

/** The cancellations the stand-in received, by event id. */
export const cancellationsOf = (cal: CalendlyStandIn, eventUuid: string) =>
  cal.calls.filter((c) => c.method === 'POST' && c.path === `/scheduled_events/${eventUuid}/cancellation`);

export type { StandInUser };
