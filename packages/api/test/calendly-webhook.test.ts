/**
 * Calendly's invitee webhooks against the stand-in: signature checked (401 otherwise), each delivery applied once,
 * cancellations under the 24-hour rules, and reschedules (both deliveries, either order) moving the appointment.
 */
import { calendlySignature } from '../src/scheduling/calendly/webhook-signature';
import { CalendlyStandIn, type StandInUser } from './calendly-stand-in';
import { SIGNING_KEY, bookEvent, calendlyApp, cancellationsOf, deliver, therapistWithCalendly, webhookBody } from './calendly-helpers';
import { DAY, HOUR, creditsOf, setCredits } from './booking-helpers';
import { type Actor, bearer, newClient, newUser, type TestApp } from './helpers';

let cal: CalendlyStandIn;
let t: TestApp;
let lucia: Actor;
let luciaCal: StandInUser;
let admin: Actor;
let n = 0;
const ahead = (ms: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + ms + n++ * 2 * HOUR);

beforeAll(async () => {
  cal = await new CalendlyStandIn().start();
  luciaCal = cal.addUser('lucia-mendez');
  t = await calendlyApp(cal);
  lucia = await therapistWithCalendly(t, 'lucia-mendez');
  admin = await newUser(t.app, t.db, ['ROLE_ADMIN']);
});
afterAll(async () => {
  await t.close();
  await cal.stop();
});

/** A client with one Calendly appointment with Lucía at `start`; their credit is spent. */
async function booked(start: Date) {
  const client = await newClient(t.app);
  await setCredits(t.db, client.id, 1);
  const ev = cal.book(luciaCal, client.email, start);
  const res = await bookEvent(t, client, lucia, { eventId: ev.eventUuid });
  if (res.statusCode !== 201) throw new Error(res.body);
  return { client, id: res.json()._id as string, start, ...ev };
}
const appointment = async (id: string) =>
  (
    await t.db.query<{
      cancelled: boolean;
      request_cancellation: boolean;
      refund_status: string;
      start_time: Date;
      calendly_event_id: string;
      calendly_canceled_at: Date | null;
    }>('SELECT cancelled, request_cancellation, refund_status, start_time, calendly_event_id, calendly_canceled_at FROM appointments WHERE id = $1', [
      id,
    ])
  ).rows[0];

describe('signature', () => {
  it('answers 401 to a missing, wrong, stale or tampered signature and changes nothing', async () => {
    const a = await booked(ahead(3 * DAY));
    const body = JSON.stringify(webhookBody(cal, 'invitee.canceled', a.inviteeUri));
    const post = (signature?: string, payload = body) =>
      t.app.inject({
        method: 'POST',
        url: '/api/calendly/webhook',
        payload,
        headers: { 'content-type': 'application/json', ...(signature ? { 'calendly-webhook-signature': signature } : {}) },
      });
    expect((await post()).statusCode).toBe(401);
    expect((await post(calendlySignature(body, 'another-key'))).statusCode).toBe(401);
    expect((await post(calendlySignature(body, SIGNING_KEY, Math.floor(Date.now() / 1000) - 600))).statusCode).toBe(401);
    expect((await post(calendlySignature(body, SIGNING_KEY), body.replace('invitee.canceled', 'invitee.created'))).statusCode).toBe(401);
    const res = await post('t=1,v1=nothex');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('invalidSignature');
    expect(await appointment(a.id)).toMatchObject({ cancelled: false, request_cancellation: false });
    expect(await creditsOf(t.db, a.client.id)).toBe(0);
  });
});

describe('invitee.canceled', () => {
  it('24 hours or more ahead: the credit comes back and the appointment is cancelled, once however often it arrives', async () => {
    const a = await booked(ahead(3 * DAY));
    cal.events.get(a.eventUuid)!.status = 'canceled';
    const body = webhookBody(cal, 'invitee.canceled', a.inviteeUri, { canceler_type: 'invitee' });
    const res = await deliver(t, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'cancelled' });
    expect(await appointment(a.id)).toMatchObject({ cancelled: true, request_cancellation: true, refund_status: 'AUTO_REFUNDED' });
    expect(await creditsOf(t.db, a.client.id)).toBe(1);

    const again = await Promise.all([deliver(t, body), deliver(t, body)]);
    expect(again.map((r) => r.json().outcome)).toEqual(['duplicate', 'duplicate']);
    expect(await creditsOf(t.db, a.client.id)).toBe(1);
    // Calendly's side is already cancelled: Aliento never sends a cancellation of its own
    expect(cancellationsOf(cal, a.eventUuid)).toHaveLength(0);
    const list = await t.app.inject({ method: 'GET', url: `/api/appointments/client/${a.client.id}`, headers: bearer(a.client) });
    expect(list.json()[0]).toMatchObject({ _id: a.id, cancelled: true, refundStatus: 'AUTO_REFUNDED' });
  });

  it('later than 24 hours ahead: the request waits for a decision and the credit stays spent', async () => {
    const a = await booked(ahead(3 * HOUR));
    const res = await deliver(t, webhookBody(cal, 'invitee.canceled', a.inviteeUri, { canceler_type: 'invitee' }));
    expect(res.json().outcome).toBe('pending decision');
    expect(await appointment(a.id)).toMatchObject({ cancelled: false, request_cancellation: true, refund_status: 'PENDING' });
    expect(await creditsOf(t.db, a.client.id)).toBe(0);
    const pending = await t.app.inject({ method: 'GET', url: '/api/admin/cancellation-requests', headers: bearer(admin) });
    expect(pending.json().find((r: { _id: string }) => r._id === a.id)).toMatchObject({ refundStatus: 'PENDING' });
    // the admin's refund returns the credit; Calendly already cancelled the event, so nothing is sent there
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/admin/refund', headers: bearer(admin), payload: { appointmentId: a.id } })).statusCode,
    ).toBe(200);
    expect(await creditsOf(t.db, a.client.id)).toBe(1);
    expect(cancellationsOf(cal, a.eventUuid)).toHaveLength(0);
  });

  it('counts the time the person cancelled in Calendly, not when a retried delivery arrives', async () => {
    const a = await booked(ahead(25 * HOUR));
    const asked = new Date(Math.floor(Date.now() / HOUR) * HOUR - HOUR).toISOString();
    const res = await deliver(t, webhookBody(cal, 'invitee.canceled', a.inviteeUri, { canceler_type: 'invitee', created_at: asked }));
    expect(res.json().outcome).toBe('cancelled');
  });

  it('the therapist cancelling in Calendly, even late, returns the credit', async () => {
    const a = await booked(ahead(2 * HOUR));
    const res = await deliver(t, webhookBody(cal, 'invitee.canceled', a.inviteeUri, { canceler_type: 'host' }));
    expect(res.json().outcome).toBe('cancelled');
    expect(await appointment(a.id)).toMatchObject({ cancelled: true, refund_status: 'AUTO_REFUNDED' });
    expect(await creditsOf(t.db, a.client.id)).toBe(1);
  });

  it('ignores invitees Aliento does not know, and bookings made directly in Calendly', async () => {
    const stranger = cal.book(luciaCal, 'walk-in@example.com', ahead(5 * DAY));
    expect((await deliver(t, webhookBody(cal, 'invitee.canceled', stranger.inviteeUri))).json().outcome).toBe('unknown invitee');
    expect((await deliver(t, webhookBody(cal, 'invitee.created', stranger.inviteeUri))).json().outcome).toBe('ignored');
    const malformed = JSON.stringify({ event: 'invitee.canceled' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/calendly/webhook',
      payload: malformed,
      headers: { 'content-type': 'application/json', 'calendly-webhook-signature': calendlySignature(malformed, SIGNING_KEY) },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('reschedule (invitee.canceled with rescheduled, then invitee.created)', () => {
  it('moves the appointment to the new time with the same credit, in either order, once', async () => {
    for (const order of [
      ['invitee.canceled', 'invitee.created'],
      ['invitee.created', 'invitee.canceled'],
    ] as const) {
      const a = await booked(ahead(3 * DAY));
      const newStart = ahead(5 * DAY);
      const moved = cal.reschedule(a.inviteeUri, newStart);
      const bodies = {
        'invitee.canceled': webhookBody(cal, 'invitee.canceled', a.inviteeUri),
        'invitee.created': webhookBody(cal, 'invitee.created', moved.inviteeUri),
      };
      const first = await deliver(t, bodies[order[0]]);
      expect(first.json().outcome).toBe('rescheduled');
      const second = await deliver(t, bodies[order[1]]);
      expect(second.json().outcome).toBe('already rescheduled');
      expect(await appointment(a.id)).toMatchObject({
        cancelled: false,
        request_cancellation: false,
        calendly_event_id: moved.eventUuid,
        calendly_canceled_at: null,
      });
      expect(new Date((await appointment(a.id)).start_time).toISOString()).toBe(newStart.toISOString());
      expect(await creditsOf(t.db, a.client.id)).toBe(0);
      const list = await t.app.inject({ method: 'GET', url: `/api/appointments/client/${a.client.id}`, headers: bearer(a.client) });
      expect(list.json()).toHaveLength(1);
      expect(list.json()[0].calendlyAppointment.startTime).toBe(newStart.toISOString());
      // the same calendar event moves for both people (METHOD:REQUEST, a higher SEQUENCE), once
      const moves = await t.db.query<{ calendar: { method: string; content: string } }>(`SELECT calendar FROM mail_outbox WHERE dedupe_key LIKE $1`, [
        `appointment:${a.id}:rescheduled:%`,
      ]);
      expect(moves.rows.map((r) => r.calendar.method)).toEqual(['REQUEST', 'REQUEST']);
      for (const r of moves.rows) expect(r.calendar.content).toMatch(/SEQUENCE:1\r\n/);
    }
  });

  it('to a time already taken in Aliento: the appointment is cancelled under the 24-hour rules and the new event cancelled', async () => {
    const taken = await booked(ahead(6 * DAY));
    const a = await booked(ahead(3 * DAY));
    const moved = cal.reschedule(a.inviteeUri, new Date(taken.start.getTime() + 15 * 60_000));
    const res = await deliver(t, webhookBody(cal, 'invitee.canceled', a.inviteeUri));
    expect(res.json().outcome).toBe('reschedule refused, cancelled');
    expect(await appointment(a.id)).toMatchObject({ cancelled: true, refund_status: 'AUTO_REFUNDED' });
    expect(await creditsOf(t.db, a.client.id)).toBe(1);
    expect(cal.events.get(moved.eventUuid)?.status).toBe('canceled');
    expect(await appointment(taken.id)).toMatchObject({ cancelled: false });
  });
});
