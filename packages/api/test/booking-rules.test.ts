/** Booking rules of issue 18: the booking horizon, the client's stored e-mail, and the explicit admin booking. */
import { BOOKING_HORIZON_DAYS } from '@aliento/contracts/scheduling';
import { type Actor, newCast, bearer, createTestApp, newClient, type TestApp } from './helpers';
import { DAY, book, creditsOf, openAllWeek, setCredits, slotAt } from './booking-helpers';

let t: TestApp;
let other: Actor;
let therapist: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  ({ other, therapist, admin } = await newCast(t));
  await openAllWeek(t.db, therapist.id);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, who: Actor) => t.app.inject({ method: 'GET', url, headers: bearer(who) });

describe('POST /api/appointments/therapist/{therapistUserId}/user/{clientId}', () => {
  it('refuses a start past the booking horizon (400 naming startTime, nothing spent); the slots end where it ends', async () => {
    await setCredits(t.db, other.id, 1);
    const beyond = await book(t.app, other, therapist, slotAt(BOOKING_HORIZON_DAYS + 1, 2));
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().fields).toEqual({ startTime: 'Sessions can be booked up to 14 days ahead.' });
    expect(await creditsOf(t.db, other.id)).toBe(1);
    const horizon = Date.now() + BOOKING_HORIZON_DAYS * DAY;
    const range = `from=${encodeURIComponent(new Date().toISOString())}&to=${encodeURIComponent(new Date(horizon + 5 * DAY).toISOString())}`;
    const slots = (await get(`/api/therapists/${therapist.id}/slots?${range}`, other)).json().slots as { startTime: string; endTime: string }[];
    const last = slots[slots.length - 1];
    expect(Date.parse(last.endTime)).toBeLessThanOrEqual(horizon);
    expect(Date.parse(last.endTime)).toBeGreaterThan(horizon - 2 * 45 * 60_000);
    expect((await book(t.app, other, therapist, last.startTime)).statusCode).toBe(201);
  });

  it("uses the client's stored e-mail for the appointment and its mails, never the body's", async () => {
    const c = await newClient(t.app);
    await setCredits(t.db, c.id, 2);
    const res = await book(t.app, c, therapist, slotAt(3, 20), { clientEmail: 'someone.else@evil.example' });
    expect(res.statusCode).toBe(201);
    const row = await t.db.query<{ client_email: string }>('SELECT client_email FROM appointments WHERE id = $1', [res.json()._id]);
    expect(row.rows[0].client_email).toBe(c.email);
    const mails = await t.db.query<{ to_address: string }>(`SELECT to_address FROM mail_outbox WHERE dedupe_key LIKE $1`, [
      `appointment:${res.json()._id}:%`,
    ]);
    expect(mails.rows.map((m) => m.to_address).sort()).toEqual([c.email, therapist.email].sort());
    expect((await t.db.query(`SELECT 1 FROM mail_outbox WHERE to_address = 'someone.else@evil.example'`)).rows).toHaveLength(0);
    // the field is only accepted for older front ends: it may be left out
    expect((await book(t.app, c, therapist, slotAt(3, 21), { clientEmail: undefined })).statusCode).toBe(201);
  });

  it("refuses an admin on a client's booking route (403): spending a client's credit is the explicit admin action", async () => {
    const c = await newClient(t.app);
    await setCredits(t.db, c.id, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/therapist/${therapist.id}/user/${c.id}`,
      headers: bearer(admin),
      payload: { therapist: therapist.id, client: c.id, startTime: slotAt(3, 22) },
    });
    expect(res.statusCode).toBe(403);
    expect(await creditsOf(t.db, c.id)).toBe(1);
  });
});

describe('POST /api/admin/appointments', () => {
  const adminBook = (who: Actor, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/appointments', headers: { ...bearer(who), 'x-language': 'en' }, payload });

  it("spends the client's credit only as an explicit admin action, recorded with the admin and the reason", async () => {
    const c = await newClient(t.app);
    await setCredits(t.db, c.id, 1);
    const body = { therapist: therapist.id, client: c.id, startTime: slotAt(3, 23) };
    const noReason = await adminBook(admin, body);
    expect(noReason.statusCode).toBe(400);
    expect(Object.keys(noReason.json().fields)).toEqual(['reason']);
    expect((await adminBook(c, { ...body, reason: 'x' })).statusCode).toBe(403);
    expect((await adminBook(therapist, { ...body, reason: 'x' })).statusCode).toBe(403);
    expect(await creditsOf(t.db, c.id)).toBe(1);

    const res = await adminBook(admin, { ...body, reason: 'La clienta llamó para agendar por teléfono' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ client: { _id: c.id }, therapist: { _id: therapist.id }, calendlyAppointment: { startTime: body.startTime } });
    expect(await creditsOf(t.db, c.id)).toBe(0);
    const ev = await t.db.query<{ event: string; actor_id: string; actor_role: string; details: Record<string, unknown> }>(
      'SELECT event, actor_id, actor_role, details FROM appointment_events WHERE appointment_id = $1',
      [res.json()._id],
    );
    expect(ev.rows).toEqual([
      {
        event: 'BOOKED',
        actor_id: admin.id,
        actor_role: 'ROLE_ADMIN',
        details: { source: 'builtin', creditSpent: true, bookedByAdminForClient: c.id, reason: 'La clienta llamó para agendar por teléfono' },
      },
    ]);
    const row = await t.db.query<{ client_email: string }>('SELECT client_email FROM appointments WHERE id = $1', [res.json()._id]);
    expect(row.rows[0].client_email).toBe(c.email);
  });

  it('checks the time like any booking and refuses non-clients and clients without credit', async () => {
    const c = await newClient(t.app);
    await setCredits(t.db, c.id, 0);
    const base = { therapist: therapist.id, client: c.id, reason: 'phone booking' };
    expect((await adminBook(admin, { ...base, startTime: slotAt(3, 24) })).json().code).toBe('noCreditsAvailable');
    await setCredits(t.db, c.id, 1);
    expect((await adminBook(admin, { ...base, startTime: slotAt(-1, 24) })).json().fields).toHaveProperty('startTime');
    expect((await adminBook(admin, { ...base, startTime: slotAt(BOOKING_HORIZON_DAYS + 2, 1) })).json().fields).toHaveProperty('startTime');
    expect((await adminBook(admin, { ...base, client: therapist.id, startTime: slotAt(3, 24) })).statusCode).toBe(404);
    expect(await creditsOf(t.db, c.id)).toBe(1);
  });
});
