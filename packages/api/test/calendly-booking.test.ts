/**
 * Calendly bookings against the stand-in with an organization admin token: only a verified event spends a credit
 * (this therapist's, this client's by their stored e-mail, Calendly's times); a refused or failed booking cancels the
 * event it created; a cancellation in Aliento cancels the Calendly event. Without any Calendly verification the
 * Calendly path is refused before a credit moves, and a Calendly-only therapist shows "no open times yet".
 */
import { startCalendlyCancellationJob } from '../src/jobs/calendly-cancellations';
import { calendlyOf } from '../src/scheduling/calendly';
import { CalendlyStandIn, type StandInUser } from './calendly-stand-in';
import { bookEvent, calendlyApp, cancellationsOf, therapistWithCalendly } from './calendly-helpers';
import { DAY, HOUR, book, creditsOf, openAllWeek, setCredits, slotAt } from './booking-helpers';
import { type Actor, bearer, createTestApp, newClient, newUser, type TestApp } from './helpers';

let cal: CalendlyStandIn;
let t: TestApp;
let client: Actor;
let admin: Actor;
let lucia: Actor;
let luciaCal: StandInUser;
let pedroCal: StandInUser;
let n = 0;
/** A distinct start some days ahead (minutes apart so no two test events overlap). */
const ahead = (days = 3) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + days * DAY + n++ * 60 * 60_000);

beforeAll(async () => {
  cal = await new CalendlyStandIn().start();
  // members before and after the therapists: finding them takes more than one page of memberships
  cal.addUser('ana-torres');
  cal.addUser('jorge-castillo');
  luciaCal = cal.addUser('lucia-mendez');
  pedroCal = cal.addUser('pedro-luna');
  cal.addUser('sofia-rios');
  t = await calendlyApp(cal);
  client = await newClient(t.app);
  admin = await newUser(t.app, t.db, ['ROLE_ADMIN']);
  lucia = await therapistWithCalendly(t, 'lucia-mendez');
  await openAllWeek(t.db, lucia.id);
});
afterAll(async () => {
  await t.close();
  await cal.stop();
});

const get = (url: string, who: Actor) => t.app.inject({ method: 'GET', url, headers: bearer(who) });
const eventStatus = (uuid: string) => cal.events.get(uuid)?.status;

describe('what the browser is told', () => {
  it('says Calendly bookings can be verified, and offers the Calendly page of a therapist in the organization', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().scheduling).toEqual({ calendly: true, calendlyConnect: false });
    expect((await get(`/api/therapists/${lucia.id}/booking`, client)).json()).toEqual({
      mode: 'calendly',
      schedulingUrl: 'https://calendly.com/lucia-mendez',
    });
    // a full link naming one event type is kept as the therapist wrote it
    const linked = await therapistWithCalendly(t, 'https://calendly.com/Pedro-Luna/45min');
    expect((await get(`/api/therapists/${linked.id}/booking`, client)).json()).toEqual({
      mode: 'calendly',
      schedulingUrl: 'https://calendly.com/Pedro-Luna/45min',
    });
  });

  it('falls back to the built-in availability, or "none", for a username outside the organization', async () => {
    const outsider = await therapistWithCalendly(t, 'not-in-the-org');
    expect((await get(`/api/therapists/${outsider.id}/booking`, client)).json()).toEqual({ mode: 'none' });
    await openAllWeek(t.db, outsider.id);
    expect((await get(`/api/therapists/${outsider.id}/booking`, client)).json()).toEqual({ mode: 'builtin' });
  });
});

describe('POST /api/appointments/therapist/{id}/user/{id} with a Calendly event', () => {
  it('books a verified event with Calendly’s name and times and spends one credit', async () => {
    await setCredits(t.db, client.id, 1);
    const start = ahead();
    const ev = cal.book(luciaCal, client.email.toUpperCase(), start, { minutes: 50, name: 'Consulta inicial' });
    const res = await bookEvent(t, client, lucia, { eventId: ev.eventUri, inviteeId: ev.inviteeUri });
    expect(res.statusCode).toBe(201);
    expect(res.json().calendlyAppointment).toEqual({
      name: 'Consulta inicial',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 50 * 60_000).toISOString(),
    });
    expect(await creditsOf(t.db, client.id)).toBe(0);
    const row = await t.db.query('SELECT source, calendly_event_id, calendly_invitee_id FROM appointments WHERE id = $1', [res.json()._id]);
    expect(row.rows[0]).toEqual({ source: 'calendly', calendly_event_id: ev.eventUuid, calendly_invitee_id: ev.inviteeUuid });
    expect(cal.calls.find((c) => c.path === `/scheduled_events/${ev.eventUuid}`)?.token).toBe(cal.adminToken);

    // booking the same event again spends nothing and does not cancel the session it belongs to
    await setCredits(t.db, client.id, 1);
    expect((await bookEvent(t, client, lucia, { eventId: ev.eventUuid })).statusCode).toBe(409);
    expect(await creditsOf(t.db, client.id)).toBe(1);
    expect(eventStatus(ev.eventUuid)).toBe('active');
  });

  it("refuses another person's invitee even when the request names their e-mail, and cancels the orphan", async () => {
    await setCredits(t.db, client.id, 1);
    const ev = cal.book(luciaCal, 'someone.else@example.com', ahead());
    const res = await bookEvent(t, client, lucia, { eventId: ev.eventUuid }, 'someone.else@example.com');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      eventId: 'This Calendly booking could not be confirmed for your account with this therapist; no credit was used.',
    });
    expect(await creditsOf(t.db, client.id)).toBe(1);
    expect(eventStatus(ev.eventUuid)).toBe('canceled');
    expect(cancellationsOf(cal, ev.eventUuid)[0].body.reason).toMatch(/Aliento/);
  });

  it("refuses an event on another therapist's calendar and cancels it", async () => {
    await setCredits(t.db, client.id, 1);
    const ev = cal.book(pedroCal, client.email, ahead());
    const res = await bookEvent(t, client, lucia, { eventId: ev.eventUuid });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['eventId']);
    expect(await creditsOf(t.db, client.id)).toBe(1);
    expect(eventStatus(ev.eventUuid)).toBe('canceled');
  });

  it('leaves alone an event that is neither this client’s nor this therapist’s, or that is not fresh', async () => {
    await setCredits(t.db, client.id, 1);
    const strangers = cal.book(pedroCal, 'someone.else@example.com', ahead());
    expect((await bookEvent(t, client, lucia, { eventId: strangers.eventUuid })).statusCode).toBe(400);
    const old = cal.book(pedroCal, client.email, ahead(), { createdAt: new Date(Date.now() - 3 * HOUR) });
    expect((await bookEvent(t, client, lucia, { eventId: old.eventUuid })).statusCode).toBe(400);
    expect([eventStatus(strangers.eventUuid), eventStatus(old.eventUuid)]).toEqual(['active', 'active']);
    expect(await creditsOf(t.db, client.id)).toBe(1);
  });

  it('refuses unknown, cancelled and past events without spending', async () => {
    await setCredits(t.db, client.id, 1);
    expect((await bookEvent(t, client, lucia, { eventId: 'NOPE' })).json().fields).toHaveProperty('eventId');
    const cancelled = cal.book(luciaCal, client.email, ahead());
    (cal.events.get(cancelled.eventUuid) as { status: string }).status = 'canceled';
    expect((await bookEvent(t, client, lucia, { eventId: cancelled.eventUuid })).statusCode).toBe(400);
    const past = cal.book(luciaCal, client.email, new Date(Date.now() - HOUR));
    expect((await bookEvent(t, client, lucia, { eventId: past.eventUuid })).json().fields).toHaveProperty('eventId');
    expect((await bookEvent(t, client, lucia, { eventId: '../users/me' })).statusCode).toBe(400);
    expect(await creditsOf(t.db, client.id)).toBe(1);
  });

  it('without a credit refuses with the spec text and cancels the event', async () => {
    await setCredits(t.db, client.id, 0);
    const ev = cal.book(luciaCal, client.email, ahead());
    const res = await bookEvent(t, client, lucia, { eventId: ev.eventUuid });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You do not have any credits available');
    expect(eventStatus(ev.eventUuid)).toBe('canceled');
  });

  it('when the time is already taken in Aliento answers 409, keeps the credit and cancels the event', async () => {
    const other = await newClient(t.app);
    await setCredits(t.db, other.id, 1);
    const start = slotAt(9, 3);
    expect((await book(t.app, other, lucia, start)).statusCode).toBe(201);
    await setCredits(t.db, client.id, 1);
    const ev = cal.book(luciaCal, client.email, new Date(Date.parse(start) + 15 * 60_000));
    expect((await bookEvent(t, client, lucia, { eventId: ev.eventUuid })).statusCode).toBe(409);
    expect(await creditsOf(t.db, client.id)).toBe(1);
    expect(eventStatus(ev.eventUuid)).toBe('canceled');
  });

  it('answers 502 without spending when Calendly cannot be reached', async () => {
    await setCredits(t.db, client.id, 1);
    const ev = cal.book(luciaCal, client.email, ahead());
    cal.down = true;
    try {
      const res = await bookEvent(t, client, lucia, { eventId: ev.eventUuid });
      expect(res.statusCode).toBe(502);
    } finally {
      cal.down = false;
    }
    expect(await creditsOf(t.db, client.id)).toBe(1);
  });
});

describe('a cancellation in Aliento cancels the Calendly event', () => {
  async function calendlyBooking(who: Actor, start: Date) {
    await setCredits(t.db, who.id, 1);
    const ev = cal.book(luciaCal, who.email, start);
    const res = await bookEvent(t, who, lucia, { eventId: ev.eventUuid });
    if (res.statusCode !== 201) throw new Error(res.body);
    return { id: res.json()._id as string, ...ev };
  }
  const act = (method: 'POST' | 'PUT', url: string, who: Actor, appointmentId: string) =>
    t.app.inject({ method, url, headers: bearer(who), payload: { appointmentId } });

  it('the client cancelling 24 hours ahead (credit back)', async () => {
    const a = await calendlyBooking(client, ahead());
    expect((await act('POST', '/api/appointments/request', client, a.id)).json().refundStatus).toBe('AUTO_REFUNDED');
    expect(eventStatus(a.eventUuid)).toBe('canceled');
    expect(cancellationsOf(cal, a.eventUuid)[0].body.reason).toBe('Cita cancelada en Aliento. · Appointment cancelled in Aliento.');
  });

  it('not a late request waiting for a decision, but the therapist confirming it, or the admin refunding it', async () => {
    const confirmed = await calendlyBooking(client, new Date(Date.now() + 3 * HOUR + n++ * HOUR));
    await act('POST', '/api/appointments/request', client, confirmed.id);
    expect(eventStatus(confirmed.eventUuid)).toBe('active');
    expect((await act('POST', '/api/appointments/accept', lucia, confirmed.id)).statusCode).toBe(200);
    expect(eventStatus(confirmed.eventUuid)).toBe('canceled');

    const refunded = await calendlyBooking(client, new Date(Date.now() + 3 * HOUR + n++ * HOUR));
    await act('POST', '/api/appointments/request', client, refunded.id);
    expect((await act('PUT', '/api/admin/refund', admin, refunded.id)).statusCode).toBe(200);
    expect(eventStatus(refunded.eventUuid)).toBe('canceled');
    expect(cancellationsOf(cal, refunded.eventUuid)).toHaveLength(1);
  });

  it('keeps a cancellation Calendly could not take and sends it when Calendly is back', async () => {
    const a = await calendlyBooking(client, ahead());
    cal.down = true;
    expect((await act('POST', '/api/appointments/request', client, a.id)).statusCode).toBe(200);
    cal.down = false;
    expect(eventStatus(a.eventUuid)).toBe('active');
    const queued = await t.db.query<{ state: string; attempts: number }>('SELECT state, attempts FROM calendly_cancellations WHERE event_uuid = $1', [
      a.eventUuid,
    ]);
    expect(queued.rows[0]).toEqual({ state: 'pending', attempts: 1 });
    // the retry job's next run, once the delay has passed
    await t.db.query('UPDATE calendly_cancellations SET next_attempt_at = now() WHERE event_uuid = $1', [a.eventUuid]);
    // a later request's send leaves retries to the job ...
    expect(await calendlyOf(t.app.ctx).sendQueuedCancellations()).toBe(0);
    expect(eventStatus(a.eventUuid)).toBe('active');
    // ... which sends it on its next run
    const stop = startCalendlyCancellationJob(t.app.ctx, undefined, 60_000);
    try {
      for (let i = 0; i < 100 && eventStatus(a.eventUuid) !== 'canceled'; i++) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await stop();
    }
    expect(eventStatus(a.eventUuid)).toBe('canceled');
    expect(cancellationsOf(cal, a.eventUuid)).toHaveLength(2);
    const done = await t.db.query<{ calendly_canceled_at: Date | null }>('SELECT calendly_canceled_at FROM appointments WHERE id = $1', [a.id]);
    expect(done.rows[0].calendly_canceled_at).not.toBeNull();
  });
});

describe('without Calendly verification (the embedded default)', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => {
    await plain.close();
  });

  it('refuses a Calendly booking with a 400 naming eventId and spends nothing', async () => {
    const c = await newClient(plain.app);
    const th = await therapistWithCalendly(plain, 'lucia-mendez');
    await setCredits(plain.db, c.id, 1);
    const res = await bookEvent(plain, c, th, { eventId: 'EVX', inviteeId: 'INVX' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ eventId: "This therapist's Calendly bookings cannot be confirmed right now; no credit was used." });
    expect(await creditsOf(plain.db, c.id)).toBe(1);
    expect((await plain.db.query('SELECT 1 FROM appointments WHERE client_id = $1', [c.id])).rows).toHaveLength(0);
    expect((await plain.app.inject({ method: 'GET', url: '/api/config' })).json().scheduling).toEqual({ calendly: false, calendlyConnect: false });
  });

  it('shows a Calendly-only therapist as "none" (no open times yet), visible like their profile', async () => {
    const c = await newClient(plain.app);
    const th = await therapistWithCalendly(plain, 'lucia-mendez');
    const mode = (who: Actor, id = th.id) => plain.app.inject({ method: 'GET', url: `/api/therapists/${id}/booking`, headers: bearer(who) });
    expect((await mode(c)).json()).toEqual({ mode: 'none' });
    await openAllWeek(plain.db, th.id);
    expect((await mode(c)).json()).toEqual({ mode: 'builtin' });
    const applicant = await newUser(plain.app, plain.db, ['ROLE_THERAPIST'], { approved: false });
    expect((await mode(c, applicant.id)).statusCode).toBe(404);
    expect((await plain.app.inject({ method: 'GET', url: `/api/therapists/${th.id}/booking` })).statusCode).toBe(401);
  });
});
