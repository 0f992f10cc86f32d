/**
 * Credit invariants after races, through the API only: for every client free + purchased - booked + refunded =
 * balance, and one credit never holds two live appointments (a returned credit always cancelled its session).
 * Runs on PGlite and on PostgreSQL (where the races are real: a pool of connections).
 */
import { brokenBooks, clientBooks } from './credit-ledger';
import { type Actor, bearer, createTestApp, newClient, newUser, type TestApp } from './helpers';
import { HOUR, book, nthSlotAfter, openAllWeek, slotAt } from './booking-helpers';

let t: TestApp;
let therapist: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  therapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
  admin = await newUser(t.app, t.db, ['ROLE_ADMIN']);
  await openAllWeek(t.db, therapist.id);
});
afterAll(async () => {
  await t.close();
});

const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
const post = (url: string, who: Actor, payload: unknown, method: 'POST' | 'PUT' = 'POST') =>
  t.app.inject({ method, url, headers: bearer(who), payload: payload as object });
const mine = async (c: Actor) =>
  (await t.app.inject({ method: 'GET', url: `/api/appointments/client/${c.id}`, headers: bearer(c) })).json() as {
    _id: string;
    cancelled: boolean;
    calendlyAppointment: { startTime: string };
  }[];

async function buy(c: Actor, plan: string): Promise<void> {
  const intent = (await post('/api/stripe/create-payment-intent', c, { plan })).json().id as string;
  // the browser retries: five confirmations of one payment
  await Promise.all(Array.from({ length: 5 }, () => post('/api/stripe/confirm-payment-intent', c, { paymentIntentId: intent, card })));
}

it('a client cannot hold the calendar with one credit: each cancel-and-rebook frees the previous slot', async () => {
  const c = await newClient(t.app);
  const taken: string[] = [];
  for (let i = 0; i < 5; i++) {
    const start = slotAt(3, i);
    expect((await book(t.app, c, therapist, start)).statusCode).toBe(201);
    taken.push(start);
    const live = (await mine(c)).filter((a) => !a.cancelled);
    expect(live.map((a) => a.calendlyAppointment.startTime)).toEqual([start]);
    if (i < 4) expect((await post('/api/appointments/request', c, { appointmentId: live[0]._id })).json().cancelled).toBe(true);
  }
  const from = encodeURIComponent(slotAt(3, 0));
  const to = encodeURIComponent(slotAt(3, 6));
  const free = (await t.app.inject({ method: 'GET', url: `/api/therapists/${therapist.id}/slots?from=${from}&to=${to}`, headers: bearer(c) }))
    .json()
    .slots.map((s: { startTime: string }) => s.startTime);
  expect(free).toEqual([...taken.slice(0, 4), slotAt(3, 5)]);
  expect(await brokenBooks(t.db)).toEqual([]);
});

it('the books balance for every client after racing purchases, bookings, cancellations and decisions', async () => {
  const clients = await Promise.all(Array.from({ length: 8 }, () => newClient(t.app)));
  await Promise.all(clients.slice(0, 4).map((c, i) => buy(c, i % 2 ? 'PLAN_FOUR' : 'PLAN_ONE')));

  // everyone books at once, several times, often the same slots as others (early and late ones)
  let lateSeq = 0;
  const lateSlots = Array.from({ length: 6 }, () => nthSlotAfter(2 * HOUR, lateSeq++));
  const earlySlots = Array.from({ length: 10 }, (_, i) => slotAt(5, i));
  await Promise.all(
    clients.flatMap((c, ci) =>
      Array.from({ length: 6 }, (_, k) =>
        book(t.app, c, therapist, k % 2 ? lateSlots[(ci + k) % lateSlots.length] : earlySlots[(ci * 3 + k) % earlySlots.length]),
      ),
    ),
  );

  // everyone cancels everything at once (twice), books again with what came back, the therapist confirms and the
  // admin decides, all in parallel
  const appointments = (await Promise.all(clients.map(async (c) => (await mine(c)).map((a) => ({ c, id: a._id }))))).flat();
  await Promise.all([
    ...appointments.flatMap(({ c, id }) => [
      post('/api/appointments/request', c, { appointmentId: id }),
      post('/api/appointments/request', c, { appointmentId: id }),
    ]),
    ...clients.map((c, ci) => book(t.app, c, therapist, slotAt(6, ci))),
  ]);
  await Promise.all(
    appointments.flatMap(({ id }, i) => [
      post('/api/appointments/accept', therapist, { appointmentId: id }),
      post(i % 2 ? '/api/admin/refund' : '/api/admin/decline', admin, { appointmentId: id }, 'PUT'),
      post('/api/admin/refund', admin, { appointmentId: id }, 'PUT'),
    ]),
  );
  await Promise.all(clients.map((c, ci) => book(t.app, c, therapist, slotAt(7, ci))));

  expect(await brokenBooks(t.db)).toEqual([]);
  const books = await clientBooks(t.db);
  // the races did happen: bookings, refunds and live sessions on both sides of the ledger
  expect(books.reduce((n, b) => n + b.booked, 0)).toBeGreaterThan(clients.length);
  expect(books.reduce((n, b) => n + b.refunded, 0)).toBeGreaterThan(0);
  const liveWithReturnedCredit = await t.db.query('SELECT 1 FROM appointments WHERE credit_returned_at IS NOT NULL AND NOT cancelled');
  expect(liveWithReturnedCredit.rows).toHaveLength(0);
  const doubleBooked = await t.db.query(
    `SELECT 1 FROM appointments a JOIN appointments b ON a.therapist_id = b.therapist_id AND a.id < b.id
     WHERE NOT a.cancelled AND NOT b.cancelled AND a.start_time < b.end_time AND b.start_time < a.end_time`,
  );
  expect(doubleBooked.rows).toHaveLength(0);
}, 60_000);
