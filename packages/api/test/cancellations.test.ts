/** Cancellations and refunds: 24-hour policy, therapist confirmation, admin decisions once, history of every transition. */
import { type Actor, bearer, createTestApp, newClient, newUser, type TestApp } from './helpers';
import { HOUR, book, creditsOf, nthSlotAfter, openAllWeek, setCredits, slotAt } from './booking-helpers';

let t: TestApp;
let client: Actor;
let other: Actor;
let therapist: Actor;
let otherTherapist: Actor;
let admin: Actor;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
  client = await newClient(t.app);
  other = await newClient(t.app);
  therapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
  otherTherapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
  admin = await newUser(t.app, t.db, ['ROLE_ADMIN']);
  await openAllWeek(t.db, therapist.id);
});
afterAll(async () => {
  await t.close();
});

const act = (method: 'POST' | 'PUT', url: string, who: Actor | null, appointmentId: unknown, lang = 'en') =>
  t.app.inject({ method, url, headers: { ...(who ? bearer(who) : {}), 'x-language': lang }, payload: { appointmentId } });
/** Books for `who` an early slot (≥ 24 h ahead) or a late one (< 24 h ahead) and returns its id. */
async function booked(who: Actor, late = false): Promise<string> {
  await setCredits(t.db, who.id, 1);
  const start = late ? nthSlotAfter(2 * HOUR, n++) : slotAt(4 + Math.floor(n / 30), n++ % 30);
  const res = await book(t.app, who, therapist, start);
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json()._id;
}
const startOf = async (id: string) =>
  new Date((await t.db.query<{ start_time: Date }>('SELECT start_time FROM appointments WHERE id = $1', [id])).rows[0].start_time).toISOString();
/** Whether `start` is among the therapist's free slots (as the booking screen asks for them). */
async function isFreeSlot(start: string): Promise<boolean> {
  const from = encodeURIComponent(new Date(Date.parse(start) - 60_000).toISOString());
  const to = encodeURIComponent(new Date(Date.parse(start) + 46 * 60_000).toISOString());
  const res = await t.app.inject({ method: 'GET', url: `/api/therapists/${therapist.id}/slots?from=${from}&to=${to}`, headers: bearer(other) });
  return res.json().slots.some((s: { startTime: string }) => s.startTime === start);
}
const events = async (id: string) =>
  (
    await t.db.query<{ event: string; actor_id: string | null }>(
      'SELECT event, actor_id FROM appointment_events WHERE appointment_id = $1 ORDER BY id',
      [id],
    )
  ).rows;

describe('POST /api/appointments/request', () => {
  it('with 24 hours of notice returns the credit and cancels at once: slot free for others, room closed', async () => {
    const id = await booked(client);
    expect(await creditsOf(t.db, client.id)).toBe(0);
    const start = await startOf(id);
    expect(await isFreeSlot(start)).toBe(false);
    const res = await act('POST', '/api/appointments/request', client, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: id, requestCancellation: true, cancelled: true, refundStatus: 'AUTO_REFUNDED', jitsiLink: null });
    // the session is off: no room link in any list, the time is offered and bookable again
    for (const [url, who] of [
      [`/api/appointments/client/${client.id}`, client],
      [`/api/appointments/therapist/${therapist.id}`, therapist],
      [`/api/appointments/client/${client.id}`, admin],
    ] as const) {
      const listed = (await t.app.inject({ method: 'GET', url, headers: bearer(who) })).json().find((a: { _id: string }) => a._id === id);
      expect(listed).toMatchObject({ cancelled: true, jitsiLink: null });
    }
    expect(await isFreeSlot(start)).toBe(true);
    await setCredits(t.db, other.id, 1);
    expect((await book(t.app, other, therapist, start)).statusCode).toBe(201);
    // the therapist has nothing left to confirm
    expect((await act('POST', '/api/appointments/accept', therapist, id)).statusCode).toBe(409);
    expect(Date.now() - Date.parse(res.json().requestCancellationDate)).toBeLessThan(60_000);
    expect(await creditsOf(t.db, client.id)).toBe(1);
    expect(await events(id)).toEqual([
      { event: 'BOOKED', actor_id: client.id },
      { event: 'CANCELLATION_REQUESTED', actor_id: client.id },
      { event: 'AUTO_REFUNDED', actor_id: null },
    ]);
    // a second request changes nothing
    const again = await act('POST', '/api/appointments/request', client, id);
    expect(again.statusCode).toBe(409);
    expect(await creditsOf(t.db, client.id)).toBe(1);
  });

  it('later than that waits for the admin (PENDING), keeps the credit spent and the slot held', async () => {
    const id = await booked(client, true);
    const res = await act('POST', '/api/appointments/request', client, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ refundStatus: 'PENDING', cancelled: false, jitsiLink: expect.stringMatching(/^https:/) });
    expect(await creditsOf(t.db, client.id)).toBe(0);
    const start = await startOf(id);
    expect(await isFreeSlot(start)).toBe(false);
    await setCredits(t.db, other.id, 1);
    expect((await book(t.app, other, therapist, start)).statusCode).toBe(409);
  });

  it('one credit never holds two live appointments: the returned credit books again, the first session is off', async () => {
    const c = await newClient(t.app);
    const first = await booked(c);
    await act('POST', '/api/appointments/request', c, first);
    expect(await creditsOf(t.db, c.id)).toBe(1);
    const again = await book(t.app, c, therapist, slotAt(9, 7));
    expect(again.statusCode).toBe(201);
    const live = await t.db.query('SELECT 1 FROM appointments WHERE client_id = $1 AND NOT cancelled', [c.id]);
    expect(live.rows).toHaveLength(1);
  });

  it('the database refuses a returned credit on a live appointment', async () => {
    const id = await booked(other);
    await expect(
      t.db.query(`UPDATE appointments SET request_cancellation = true, refund_status = 'REFUNDED', credit_returned_at = now() WHERE id = $1`, [id]),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('only the owning client, on an upcoming live appointment', async () => {
    const id = await booked(client);
    expect((await act('POST', '/api/appointments/request', other, id)).statusCode).toBe(403);
    expect((await act('POST', '/api/appointments/request', therapist, id)).statusCode).toBe(403);
    expect((await act('POST', '/api/appointments/request', null, id)).statusCode).toBe(401);
    expect((await act('POST', '/api/appointments/request', client, 'nope')).statusCode).toBe(400);
    expect((await act('POST', '/api/appointments/request', client, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    await t.db.query(`UPDATE appointments SET start_time = now() - interval '2 hours', end_time = now() - interval '75 minutes' WHERE id = $1`, [id]);
    const past = await act('POST', '/api/appointments/request', client, id);
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toBe('This appointment has already started or ended.');
  });
});

describe('POST /api/appointments/accept', () => {
  it("the appointment's therapist confirms a late cancellation request; the slot frees up", async () => {
    const id = await booked(client, true);
    expect((await act('POST', '/api/appointments/accept', therapist, id)).statusCode).toBe(409); // not requested yet
    await act('POST', '/api/appointments/request', client, id);
    expect((await act('POST', '/api/appointments/accept', otherTherapist, id)).statusCode).toBe(403);
    expect((await act('POST', '/api/appointments/accept', client, id)).statusCode).toBe(403);
    const res = await act('POST', '/api/appointments/accept', therapist, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ cancelled: true, requestCancellation: true });
    expect((await act('POST', '/api/appointments/accept', therapist, id)).statusCode).toBe(409);
    expect((await act('POST', '/api/appointments/request', client, id)).statusCode).toBe(409);
    expect((await events(id)).map((e) => e.event)).toContain('CANCELLATION_CONFIRMED');
    const start = (await t.db.query<{ start_time: Date }>('SELECT start_time FROM appointments WHERE id = $1', [id])).rows[0].start_time;
    await setCredits(t.db, other.id, 1);
    expect((await book(t.app, other, therapist, new Date(start).toISOString())).statusCode).toBe(201);
  });
});

describe('admin cancellation requests and refund decisions', () => {
  it('lists requests with names, e-mails, meeting link and request date (admins only)', async () => {
    const id = await booked(other, true);
    await act('POST', '/api/appointments/request', other, id);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/cancellation-requests', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const row = res.json().find((r: { appointmentId: string }) => r.appointmentId === id);
    expect(row).toMatchObject({
      _id: id,
      client: { _id: other.id, email: other.email, firstName: 'Rosa' },
      therapist: { _id: therapist.id, email: therapist.email },
      refundStatus: 'PENDING',
      cancelled: false,
      jitsiLink: expect.stringMatching(/^https:\/\/meet\.jit\.si\/aliento-/),
      requestCancellationDate: expect.any(String),
    });
    expect(res.json()[0].refundStatus).toBe('PENDING');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/cancellation-requests', headers: bearer(therapist) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/cancellation-requests' })).statusCode).toBe(401);
  });

  it('refund returns the credit once, even decided twice or in parallel', async () => {
    const c = await newClient(t.app);
    const id = await booked(c, true);
    await act('POST', '/api/appointments/request', c, id);
    expect(await creditsOf(t.db, c.id)).toBe(0);
    const results = await Promise.all(Array.from({ length: 10 }, () => act('PUT', '/api/admin/refund', admin, id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    const ok = results.find((r) => r.statusCode === 200);
    expect(ok?.json()).toMatchObject({ message: 'Successfully refunded client.', appointment: { refundStatus: 'REFUNDED' } });
    const twice = await act('PUT', '/api/admin/refund', admin, id, 'es');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Este reembolso ya fue decidido.');
    expect((await act('PUT', '/api/admin/decline', admin, id)).statusCode).toBe(409);
    expect(await creditsOf(t.db, c.id)).toBe(1);
    expect((await events(id)).filter((e) => e.event === 'REFUNDED')).toEqual([{ event: 'REFUNDED', actor_id: admin.id }]);
  });

  it("an admin's refund cancels the session in the same step: slot free, room closed, both told", async () => {
    const c = await newClient(t.app);
    const id = await booked(c, true);
    await act('POST', '/api/appointments/request', c, id);
    const start = await startOf(id);
    expect(await isFreeSlot(start)).toBe(false);
    const res = await act('PUT', '/api/admin/refund', admin, id);
    expect(res.json().appointment).toMatchObject({ refundStatus: 'REFUNDED', cancelled: true, jitsiLink: null });
    const row = (await t.app.inject({ method: 'GET', url: '/api/admin/cancellation-requests', headers: bearer(admin) }))
      .json()
      .find((r: { _id: string }) => r._id === id);
    expect(row).toMatchObject({ cancelled: true, jitsiLink: null });
    expect(await isFreeSlot(start)).toBe(true);
    const mails = await t.db.query<{ to_address: string; text_body: string }>(
      `SELECT to_address, text_body FROM mail_outbox WHERE dedupe_key LIKE $1`,
      [`appointment:${id}:refunded:%`],
    );
    expect(mails.rows.map((m) => m.to_address).sort()).toEqual([c.email, therapist.email].sort());
    expect(mails.rows.find((m) => m.to_address === therapist.email)?.text_body).toContain('vuelve a estar libre');
    // nothing left for the therapist to confirm
    expect((await act('POST', '/api/appointments/accept', therapist, id)).statusCode).toBe(409);
  });

  it('decline keeps the credit spent; a refund afterwards is refused', async () => {
    const c = await newClient(t.app);
    const id = await booked(c, true);
    await act('POST', '/api/appointments/request', c, id);
    const res = await act('PUT', '/api/admin/decline', admin, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Successfully declined client.', appointment: { refundStatus: 'DECLINED' } });
    expect((await act('PUT', '/api/admin/refund', admin, id)).statusCode).toBe(409);
    expect(await creditsOf(t.db, c.id)).toBe(0);
  });

  it('a request refunded by policy cannot be refunded again by the admin', async () => {
    const c = await newClient(t.app);
    const id = await booked(c);
    await act('POST', '/api/appointments/request', c, id);
    expect(await creditsOf(t.db, c.id)).toBe(1);
    expect((await act('PUT', '/api/admin/refund', admin, id)).statusCode).toBe(409);
    expect(await creditsOf(t.db, c.id)).toBe(1);
  });

  it('authorizes and validates decisions', async () => {
    const id = await booked(client, true);
    await act('POST', '/api/appointments/request', client, id);
    expect((await act('PUT', '/api/admin/refund', client, id)).statusCode).toBe(403);
    expect((await act('PUT', '/api/admin/decline', therapist, id)).statusCode).toBe(403);
    expect((await act('PUT', '/api/admin/refund', null, id)).statusCode).toBe(401);
    expect((await act('PUT', '/api/admin/refund', admin, 'x')).statusCode).toBe(400);
    expect((await act('PUT', '/api/admin/decline', admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
