/**
 * Reschedule (issue 20): the client moves an upcoming built-in session, with 24 hours' notice, to another free time of
 * the same therapist. One transaction: same appointment (id, credit, room), the old time free, the new one taken, the
 * move in the history, and an updated invitation (same event, higher SEQUENCE) to both parties.
 */
import { randomUUID } from 'node:crypto';
import type { CalendarPart } from '../src/mail/types';
import { type Actor, newCast, bearer, createTestApp, newClient, type TestApp } from './helpers';
import { DAY, HOUR, MIN, book, creditsOf, openAllWeek, setCredits, slotAt } from './booking-helpers';
import { readInvitation } from './ical-kit';

let t: TestApp;
let client: Actor;
let other: Actor;
let therapist: Actor;
beforeAll(async () => {
  t = await createTestApp();
  ({ client, other, therapist } = await newCast(t));
  await openAllWeek(t.db, therapist.id);
});
afterAll(async () => {
  await t.close();
});

const reschedule = (who: Actor, appointmentId: string, startTime: string, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments/reschedule',
    headers: { ...bearer(who), 'x-language': lang },
    payload: { appointmentId, startTime },
  });

async function bookAt(who: Actor, start: string): Promise<string> {
  await setCredits(t.db, who.id, 1);
  const res = await book(t.app, who, therapist, start);
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json()._id as string;
}

async function freeStarts(who: Actor, from: string, to: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/therapists/${therapist.id}/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    headers: bearer(who),
  });
  return (res.json().slots as { startTime: string }[]).map((s) => s.startTime);
}

/** The first all-week slot (UTC grid) starting between `fromMs` and `fromMs + 45 min` from now. */
function slotFromNow(fromMs: number): string {
  const at = Date.now() + fromMs;
  const day = Math.floor(at / DAY) * DAY;
  const n = Math.ceil((at - day) / (45 * MIN));
  return n < 31 ? new Date(day + n * 45 * MIN).toISOString() : new Date(day + DAY).toISOString();
}

describe('POST /api/appointments/reschedule', () => {
  it('moves the session keeping its id and credit: the old time is free, the new one taken, both parties get the moved event', async () => {
    const [first, second] = [slotAt(3, 4), slotAt(4, 2)];
    const id = await bookAt(client, first);
    const credits = await creditsOf(t.db, client.id);
    const res = await reschedule(client, id, second);
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a._id).toBe(id);
    expect(a.calendlyAppointment).toMatchObject({ startTime: second, endTime: new Date(Date.parse(second) + 45 * MIN).toISOString() });
    expect(a).toMatchObject({ cancelled: false, requestCancellation: false, refundStatus: 'NONE' });
    expect(await creditsOf(t.db, client.id)).toBe(credits);
    expect((await t.db.query('SELECT 1 FROM appointments WHERE client_id = $1', [client.id])).rows).toHaveLength(1);

    expect(await freeStarts(other, slotAt(3, 0), slotAt(5, 0))).toEqual(expect.arrayContaining([first]));
    expect(await freeStarts(other, slotAt(3, 0), slotAt(5, 0))).not.toContain(second);
    expect((await bookAt(other, first)).length).toBeGreaterThan(0);

    const events = await t.db.query<{ event: string; actor_id: string; details: Record<string, unknown> }>(
      'SELECT event, actor_id, details FROM appointment_events WHERE appointment_id = $1 ORDER BY id',
      [id],
    );
    expect(events.rows.map((e) => e.event)).toEqual(['BOOKED', 'RESCHEDULED']);
    expect(events.rows[1]).toMatchObject({ actor_id: client.id, details: { from: first, to: second } });
    // and in the client's history an admin reads
    const audit = await t.db.query<{ action: string; subject_id: string; details: Record<string, unknown> }>(
      `SELECT action, subject_id, details FROM audit_events WHERE resource_id = $1 AND action = 'appointment.rescheduled'`,
      [id],
    );
    expect(audit.rows).toEqual([expect.objectContaining({ subject_id: client.id, details: expect.objectContaining({ from: first, to: second }) })]);

    const mails = await t.db.query<{ to_address: string; subject: string; calendar: CalendarPart | null }>(
      'SELECT to_address, subject, calendar FROM mail_outbox WHERE dedupe_key LIKE $1',
      [`appointment:${id}:rescheduled:%`],
    );
    expect(mails.rows.map((m) => m.to_address).sort()).toEqual([client.email, therapist.email].sort());
    for (const m of mails.rows) {
      const inv = readInvitation((m.calendar as CalendarPart).content);
      expect(inv).toMatchObject({ method: 'REQUEST', uid: `${id}@aliento`, sequence: 1, status: 'CONFIRMED', start: second });
    }
    // the same room: the link in everyone's calendar keeps working
    const room = await t.db.query<{ room: string; calendar_sequence: number }>('SELECT room, calendar_sequence FROM appointments WHERE id = $1', [
      id,
    ]);
    expect(a.jitsiLink).toContain(room.rows[0].room);
    expect(room.rows[0].calendar_sequence).toBe(1);

    // a second move is another update of the same event
    expect((await reschedule(client, id, slotAt(4, 5))).statusCode).toBe(200);
    expect(await freeStarts(other, slotAt(3, 0), slotAt(5, 0))).toContain(second);
    const again = await t.db.query('SELECT 1 FROM mail_outbox WHERE dedupe_key LIKE $1', [`appointment:${id}:rescheduled:2:%`]);
    expect(again.rows).toHaveLength(2);
  });

  it('refuses within 24 hours of the start (409, localized) and changes nothing', async () => {
    const c = await newClient(t.app);
    const soon = slotFromNow(3 * HOUR);
    const id = await bookAt(c, soon);
    const late = await reschedule(c, id, slotAt(5, 3));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('A session can be moved up to 24 hours before it starts. You can still request a cancellation.');
    const es = await reschedule(c, id, slotAt(5, 3), 'es');
    expect(es.json().message).toBe(
      'Puedes cambiar la hora de una sesión hasta 24 horas antes de que empiece. Todavía puedes solicitar la cancelación.',
    );
    const row = await t.db.query<{ start_time: Date }>('SELECT start_time FROM appointments WHERE id = $1', [id]);
    expect(new Date(row.rows[0].start_time).toISOString()).toBe(soon);
    expect((await t.db.query('SELECT 1 FROM mail_outbox WHERE dedupe_key LIKE $1', [`appointment:${id}:rescheduled:%`])).rows).toHaveLength(0);
  });

  it("refuses someone else's appointment (403), a therapist (403) and an unknown one (404)", async () => {
    const c = await newClient(t.app);
    const id = await bookAt(c, slotAt(5, 6));
    expect((await reschedule(other, id, slotAt(5, 7))).statusCode).toBe(403);
    expect((await reschedule(therapist, id, slotAt(5, 7))).statusCode).toBe(403);
    expect((await reschedule(c, randomUUID(), slotAt(5, 7))).statusCode).toBe(404);
    expect(await freeStarts(other, slotAt(5, 0), slotAt(6, 0))).not.toContain(slotAt(5, 6));
  });

  it('refuses a cancelled appointment or one whose cancellation was requested (409)', async () => {
    const c = await newClient(t.app);
    const id = await bookAt(c, slotAt(5, 8));
    const cancel = await t.app.inject({ method: 'POST', url: '/api/appointments/request', headers: bearer(c), payload: { appointmentId: id } });
    expect(cancel.json().cancelled).toBe(true);
    const res = await reschedule(c, id, slotAt(5, 9));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This appointment is cancelled.');
    expect(await freeStarts(other, slotAt(5, 0), slotAt(6, 0))).toContain(slotAt(5, 9));

    // a late request waits for an admin: the session cannot move meanwhile
    const d = await newClient(t.app);
    const late = await bookAt(d, slotFromNow(2 * HOUR));
    const pending = await t.app.inject({ method: 'POST', url: '/api/appointments/request', headers: bearer(d), payload: { appointmentId: late } });
    expect(pending.json()).toMatchObject({ requestCancellation: true, cancelled: false });
    const requested = await reschedule(d, late, slotAt(5, 10));
    expect(requested.statusCode).toBe(409);
    expect(requested.json().message).toBe('A cancellation was already requested.');
  });

  it('refuses a new time that is taken, or held by another client (409); the client may move into their own hold', async () => {
    const c = await newClient(t.app);
    const id = await bookAt(c, slotAt(6, 1));
    await bookAt(other, slotAt(6, 2));
    const taken = await reschedule(c, id, slotAt(6, 2));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('That time is no longer available.');

    const holder = await newClient(t.app);
    const hold = (who: Actor, startTime: string) =>
      t.app.inject({ method: 'POST', url: '/api/appointments/holds', headers: bearer(who), payload: { therapist: therapist.id, startTime } });
    expect((await hold(holder, slotAt(6, 3))).statusCode).toBe(201);
    const held = await reschedule(c, id, slotAt(6, 3));
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe('Someone else is finishing booking this time. Choose another time, or try again in a few minutes.');

    expect((await hold(c, slotAt(6, 4))).statusCode).toBe(201);
    expect((await reschedule(c, id, slotAt(6, 4))).statusCode).toBe(200);
    expect((await t.db.query('SELECT 1 FROM booking_holds WHERE client_id = $1', [c.id])).rows).toHaveLength(0);
    const row = await t.db.query<{ start_time: Date }>('SELECT start_time FROM appointments WHERE id = $1', [id]);
    expect(new Date(row.rows[0].start_time).toISOString()).toBe(slotAt(6, 4));
  });

  it('refuses a new time that is not a free future slot on the grid, naming startTime; never a 500', async () => {
    const c = await newClient(t.app);
    const id = await bookAt(c, slotAt(7, 1));
    const fields = async (startTime: string) => {
      const res = await reschedule(c, id, startTime);
      return [res.statusCode, res.json().fields] as const;
    };
    const notFree = { startTime: "That time is not one of the therapist's free times." };
    expect(await fields(slotAt(-1, 3))).toEqual([400, notFree]);
    expect(await fields(new Date(Date.parse(slotAt(7, 5)) + 20 * MIN).toISOString())).toEqual([400, notFree]);
    expect(await fields(slotAt(20, 5))).toEqual([400, { startTime: 'Sessions can be booked up to 14 days ahead.' }]);
    expect(await fields(slotAt(7, 1))).toEqual([400, { startTime: 'That is already the time of this session.' }]);
    const bad = await reschedule(c, id, 'tomorrow');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['startTime']);
  });

  it('sends a Calendly booking back to Calendly (409)', async () => {
    const c = await newClient(t.app);
    const start = new Date(Date.parse(slotAt(8, 2)));
    const r = await t.db.query<{ id: string }>(
      `INSERT INTO appointments (therapist_id, client_id, client_email, source, calendly_event_id, calendly_invitee_id, name, start_time, end_time, room)
       VALUES ($1, $2, $3, 'calendly', 'ev-1', 'inv-1', 'Consulta', $4, $5, $6) RETURNING id`,
      [therapist.id, c.id, c.email, start, new Date(start.getTime() + 45 * MIN), `aliento-${randomUUID().replace(/-/g, '')}`],
    );
    const res = await reschedule(c, r.rows[0].id, slotAt(8, 4));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This session was booked in Calendly: change its time with the link in your Calendly confirmation email.');
  });

  it('moves only one of two sessions into the same free time when both try at once', async () => {
    const [a, b] = [await newClient(t.app), await newClient(t.app)];
    const [ia, ib] = [await bookAt(a, slotAt(9, 1)), await bookAt(b, slotAt(9, 2))];
    const results = await Promise.all([reschedule(a, ia, slotAt(9, 6)), reschedule(b, ib, slotAt(9, 6))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const at = await t.db.query('SELECT 1 FROM appointments WHERE therapist_id = $1 AND start_time = $2 AND NOT cancelled', [
      therapist.id,
      slotAt(9, 6),
    ]);
    expect(at.rows).toHaveLength(1);
  });
});
