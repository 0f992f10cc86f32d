/**
 * Slot holds (issue 20): a client keeps a free slot for a few minutes while buying a plan; everyone else sees it as
 * taken and cannot hold or book it; the holder's booking consumes it; it ends when released or when its time passes
 * (no job needed); two clients holding one slot at once get one hold and one 409.
 */
import { loadConfig } from '../src/config';
import { startHoldCleanupJob } from '../src/jobs/hold-cleanup';
import { deleteOldHolds } from '../src/services/holds';
import { type Actor, newCast, bearer, createTestApp, newClient, newUser, type TestApp } from './helpers';
import { DAY, MIN, book, creditsOf, openAllWeek, setCredits, slotAt } from './booking-helpers';

const HOLD_MS = 7 * MIN;
let t: TestApp;
let client: Actor;
let other: Actor;
let therapist: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp({ holdMs: HOLD_MS });
  ({ client, other, therapist, admin } = await newCast(t));
  await openAllWeek(t.db, therapist.id);
});
afterAll(async () => {
  await t.close();
});

const hold = (who: Actor, startTime: string, therapistId = therapist.id) =>
  t.app.inject({
    method: 'POST',
    url: '/api/appointments/holds',
    headers: { ...bearer(who), 'x-language': 'en' },
    payload: { therapist: therapistId, startTime },
  });
const mine = (who: Actor) => t.app.inject({ method: 'GET', url: '/api/appointments/holds/mine', headers: bearer(who) });
const release = (who: Actor, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/appointments/holds/${id}`, headers: { ...bearer(who), 'x-language': 'en' } });

/** The free slot starts `who` sees on day `days` (UTC). */
async function freeStarts(who: Actor, days: number): Promise<string[]> {
  const from = slotAt(days, 0);
  const to = new Date(Date.parse(from) + DAY).toISOString();
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/therapists/${therapist.id}/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    headers: bearer(who),
  });
  expect(res.statusCode).toBe(200);
  return (res.json().slots as { startTime: string }[]).map((s) => s.startTime);
}

describe('POST /api/appointments/holds', () => {
  it('holds a free slot for HOLD_MINUTES: taken for everyone else, still free for the holder, who books it and so ends the hold', async () => {
    const start = slotAt(2, 4);
    const before = Date.now();
    const res = await hold(client, start);
    expect(res.statusCode).toBe(201);
    const h = res.json();
    expect(h).toEqual({
      _id: expect.any(String),
      therapist: therapist.id,
      startTime: start,
      endTime: new Date(Date.parse(start) + 45 * MIN).toISOString(),
      expiresAt: expect.any(String),
    });
    expect(Date.parse(h.expiresAt)).toBeGreaterThanOrEqual(before + HOLD_MS);
    expect(Date.parse(h.expiresAt)).toBeLessThanOrEqual(Date.now() + HOLD_MS);
    expect((await mine(client)).json()).toEqual({ hold: h });

    expect(await freeStarts(other, 2)).not.toContain(start);
    expect(await freeStarts(therapist, 2)).not.toContain(start);
    expect(await freeStarts(client, 2)).toContain(start);

    const otherHold = await hold(other, start);
    expect(otherHold.statusCode).toBe(409);
    expect(otherHold.json().message).toBe('Someone else is finishing booking this time. Choose another time, or try again in a few minutes.');
    const inSpanish = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/holds',
      headers: { ...bearer(other), 'x-language': 'es' },
      payload: { therapist: therapist.id, startTime: start },
    });
    expect(inSpanish.json().message).toBe(
      'Otra persona está terminando de agendar este horario. Elige otro horario o inténtalo de nuevo en unos minutos.',
    );
    await setCredits(t.db, other.id, 1);
    const otherBooking = await book(t.app, other, therapist, start);
    expect(otherBooking.statusCode).toBe(409);
    expect(otherBooking.json().message).toBe('Someone else is finishing booking this time. Choose another time, or try again in a few minutes.');
    expect(await creditsOf(t.db, other.id)).toBe(1);
    const adminBooking = await t.app.inject({
      method: 'POST',
      url: '/api/admin/appointments',
      headers: bearer(admin),
      payload: { therapist: therapist.id, client: other.id, startTime: start, reason: 'phone call' },
    });
    expect(adminBooking.statusCode).toBe(409);

    // the holder has no credit yet: nothing is booked and the hold stays
    await setCredits(t.db, client.id, 0);
    expect((await book(t.app, client, therapist, start)).statusCode).toBe(400);
    expect((await mine(client)).json().hold?._id).toBe(h._id);
    // the plan is bought: the held slot is booked and the hold is gone
    await setCredits(t.db, client.id, 1);
    const booked = await book(t.app, client, therapist, start);
    expect(booked.statusCode).toBe(201);
    expect(booked.json().calendlyAppointment.startTime).toBe(start);
    expect((await mine(client)).json()).toEqual({ hold: null });
    expect((await t.db.query('SELECT 1 FROM booking_holds WHERE id = $1', [h._id])).rows).toHaveLength(0);
    expect(await freeStarts(client, 2)).not.toContain(start);
  });

  it('books a held slot without searching the availability again (the hold was checked when made)', async () => {
    const c = await newClient(t.app);
    const start = slotAt(2, 6);
    const h = (await hold(c, start)).json();
    // the therapist closes their week after the hold: the held slot can still be booked by its holder
    await t.db.query(`UPDATE therapist_availability SET weekly = '[]'::jsonb WHERE therapist_id = $1`, [therapist.id]);
    try {
      await setCredits(t.db, c.id, 1);
      expect((await book(t.app, c, therapist, start)).statusCode).toBe(201);
      expect((await book(t.app, c, therapist, slotAt(2, 7))).json().fields).toEqual({
        startTime: "That time is not one of the therapist's free times.",
      });
    } finally {
      await openAllWeek(t.db, therapist.id);
    }
    expect((await t.db.query('SELECT 1 FROM booking_holds WHERE id = $1', [h._id])).rows).toHaveLength(0);
  });

  it('keeps one hold per client: a new hold replaces the old one, whose slot is free again', async () => {
    const c = await newClient(t.app);
    const [a, b] = [slotAt(2, 10), slotAt(2, 11)];
    const first = (await hold(c, a)).json();
    const second = await hold(c, b);
    expect(second.statusCode).toBe(201);
    expect((await mine(c)).json().hold._id).toBe(second.json()._id);
    expect(second.json()._id).not.toBe(first._id);
    expect(await freeStarts(other, 2)).toContain(a);
    expect(await freeStarts(other, 2)).not.toContain(b);
    const rows = await t.db.query('SELECT 1 FROM booking_holds WHERE client_id = $1', [c.id]);
    expect(rows.rows).toHaveLength(1);
    // holding the same slot again renews it
    const again = await hold(c, b);
    expect(again.statusCode).toBe(201);
    expect(Date.parse(again.json().expiresAt)).toBeGreaterThanOrEqual(Date.parse(second.json().expiresAt));
  });

  it('refuses a start that is not a free, future slot on the grid, naming startTime (never a 500)', async () => {
    const c = await newClient(t.app);
    const field = async (startTime: string, therapistId = therapist.id) => {
      const res = await hold(c, startTime, therapistId);
      return [res.statusCode, res.json().fields] as const;
    };
    const notFree = { startTime: "That time is not one of the therapist's free times." };
    expect(await field(slotAt(-1, 5))).toEqual([400, notFree]);
    expect(await field(new Date(Date.parse(slotAt(2, 12)) + 10 * MIN).toISOString())).toEqual([400, notFree]);
    expect(await field(slotAt(30, 2))).toEqual([400, { startTime: 'Sessions can be booked up to 14 days ahead.' }]);
    expect((await field('next tuesday'))[0]).toBe(400);
    expect(Object.keys((await field('next tuesday'))[1])).toEqual(['startTime']);
    const closed = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
    expect(await field(slotAt(2, 12), closed.id)).toEqual([400, notFree]);
    expect((await hold(c, slotAt(2, 12), c.id)).statusCode).toBe(404);
    // a booked slot
    await setCredits(t.db, other.id, 1);
    expect((await book(t.app, other, therapist, slotAt(2, 13))).statusCode).toBe(201);
    const taken = await hold(c, slotAt(2, 13));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('That time is no longer available.');
    expect((await mine(c)).json()).toEqual({ hold: null });
  });

  it('is for clients, for themselves only (403 for a therapist or an admin, 401 signed out)', async () => {
    expect((await hold(therapist, slotAt(2, 14))).statusCode).toBe(403);
    expect((await hold(admin, slotAt(2, 14))).statusCode).toBe(403);
    expect((await mine(admin)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/holds',
      payload: { therapist: therapist.id, startTime: slotAt(2, 14) },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await freeStarts(other, 2)).toContain(slotAt(2, 14));
  });

  it('gives exactly one hold when two clients hold the same slot at once', async () => {
    const [a, b] = [await newClient(t.app), await newClient(t.app)];
    for (const n of [15, 16, 17]) {
      const results = await Promise.all([hold(a, slotAt(3, n)), hold(b, slotAt(3, n))]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const rows = await t.db.query('SELECT client_id FROM booking_holds WHERE start_time = $1 AND therapist_id = $2', [slotAt(3, n), therapist.id]);
      expect(rows.rows).toHaveLength(1);
    }
  });
});

describe('DELETE /api/appointments/holds/{id}', () => {
  it('releases the slot at once; another client cannot release it (404); releasing twice is harmless', async () => {
    const c = await newClient(t.app);
    const start = slotAt(4, 3);
    const h = (await hold(c, start)).json();
    const foreign = await release(other, h._id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('This hold has ended or is not yours.');
    expect(await freeStarts(other, 4)).not.toContain(start);
    const released = await release(c, h._id);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toEqual({ hold: null });
    expect(await freeStarts(other, 4)).toContain(start);
    expect((await release(c, h._id)).statusCode).toBe(200);
    expect((await hold(other, start)).statusCode).toBe(201);
    expect((await release(therapist, h._id)).statusCode).toBe(403);
  });
});

describe('expiry', () => {
  it('frees the slot once its time has passed, without any job; the cleanup only deletes old rows', async () => {
    const [c, d] = [await newClient(t.app), await newClient(t.app)];
    const start = slotAt(4, 8);
    const h = (await hold(c, start)).json();
    await t.db.query(`UPDATE booking_holds SET expires_at = now() - interval '1 second' WHERE id = $1`, [h._id]);
    expect(await freeStarts(other, 4)).toContain(start);
    expect((await mine(c)).json()).toEqual({ hold: null });
    // another client may hold it, or book it
    expect((await hold(d, start)).statusCode).toBe(201);
    await t.db.query(`UPDATE booking_holds SET expires_at = now() - interval '1 second' WHERE client_id = $1`, [d.id]);
    await setCredits(t.db, other.id, 1);
    expect((await book(t.app, other, therapist, start)).statusCode).toBe(201);

    // the holder's own booking after expiry is checked like any other: taken now
    await setCredits(t.db, c.id, 1);
    expect((await book(t.app, c, therapist, start)).statusCode).toBe(409);

    const e = await newClient(t.app);
    await hold(e, slotAt(4, 9));
    const live = (await hold(await newClient(t.app), slotAt(4, 10))).json();
    await t.db.query(`UPDATE booking_holds SET expires_at = now() - interval '1 second' WHERE client_id = $1`, [e.id]);
    expect(await deleteOldHolds(t.app.ctx)).toBeGreaterThanOrEqual(1);
    const left = await t.db.query<{ id: string }>('SELECT id FROM booking_holds WHERE expires_at <= now()');
    expect(left.rows).toEqual([]);
    expect((await t.db.query('SELECT 1 FROM booking_holds WHERE id = $1', [live._id])).rows).toHaveLength(1);
  });

  it('is cleaned by the periodic job, which runs on start', async () => {
    const c = await newClient(t.app);
    const h = (await hold(c, slotAt(4, 12))).json();
    await t.db.query(`UPDATE booking_holds SET expires_at = now() - interval '1 hour' WHERE id = $1`, [h._id]);
    const stop = startHoldCleanupJob(t.app.ctx, undefined, 60 * 60_000);
    await stop();
    expect((await t.db.query('SELECT 1 FROM booking_holds WHERE id = $1', [h._id])).rows).toHaveLength(0);
  });

  it('lasts HOLD_MINUTES (10 by default, fractions allowed)', () => {
    expect(loadConfig({}).holdMs).toBe(10 * MIN);
    expect(loadConfig({ HOLD_MINUTES: '2.5' }).holdMs).toBe(150_000);
  });
});
