/**
 * The audit trail of money and cancellations: a credited payment, a booking, a cancellation request with its
 * policy refund, a therapist's confirmation, an admin's refund and decline. Each entry names the actor and role
 * (or the system), the client concerned and the record, in the same transaction as the action.
 */
import { type Actor, bearer, createTestApp, newCast, type TestApp } from './helpers';
import { HOUR, book, creditsOf, nthSlotAfter, openAllWeek, setCredits, slotAt } from './booking-helpers';
import { auditTableText, entriesOf, historyOf } from './audit-helpers';

let t: TestApp;
let client: Actor;
let therapist: Actor;
let admin: Actor;
let n = 0;
beforeAll(async () => {
  t = await createTestApp();
  ({ client, therapist, admin } = await newCast(t));
  await openAllWeek(t.db, therapist.id);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, who: Actor, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(who), 'x-language': 'en' }, payload });
const put = (url: string, who: Actor, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: { ...bearer(who), 'x-language': 'en' }, payload });
const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };

/** Books an early (≥ 24 h ahead) or late (< 24 h ahead) slot for the client and returns the appointment id. */
async function booked(late = false): Promise<string> {
  await setCredits(t.db, client.id, 1);
  const start = late ? nthSlotAfter(2 * HOUR, n++) : slotAt(4 + Math.floor(n / 30), n++ % 30);
  const res = await book(t.app, client, therapist, start);
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json()._id;
}

it('records a plan purchase once, by the paying client, with the credits before and after and no secret', async () => {
  await setCredits(t.db, client.id, 1);
  const intent = (await post('/api/stripe/create-payment-intent', client, { plan: 'PLAN_FOUR' })).json();
  const confirmations = await Promise.all(
    [1, 2, 3].map(() => post('/api/stripe/confirm-payment-intent', client, { paymentIntentId: intent.id, card })),
  );
  expect(confirmations.map((r) => r.statusCode)).toEqual([201, 201, 201]);
  const credited = (await entriesOf(t, admin, client.id, 'payment.credited')).filter((e) => e.resource?.id === intent.id);
  expect(credited).toHaveLength(1);
  expect(credited[0]).toMatchObject({
    actor: { id: client.id, role: 'ROLE_CLIENT' },
    subject: { id: client.id },
    resource: { type: 'payment_intent', id: intent.id },
    changes: { credits: { before: 1, after: 5 } },
    details: { plan: 'PLAN_FOUR', credits: 4, amount: 18000, currency: 'usd' },
  });
  expect(Date.now() - Date.parse(credited[0].occurredAt)).toBeLessThan(60_000);
  const table = await auditTableText(t);
  expect(table).not.toContain(intent.clientSecret);
  expect(table).not.toContain('4242');
});

it('records a booking and a cancellation with notice: requested by the client, refunded by the policy (the system)', async () => {
  const id = await booked();
  const [bookedEntry] = (await entriesOf(t, admin, client.id, 'appointment.booked')).filter((e) => e.resource?.id === id);
  expect(bookedEntry).toMatchObject({ actor: { id: client.id, role: 'ROLE_CLIENT' }, details: { therapistId: therapist.id, creditsSpent: 1 } });

  expect((await post('/api/appointments/request', client, { appointmentId: id })).statusCode).toBe(200);
  const history = (await historyOf(t, admin, client.id)).filter((e) => e.resource?.id === id);
  // newest first: the policy refund, the request, the booking
  expect(history.map((e) => [e.action, e.actor.role, e.actor.id])).toEqual([
    ['refund.policy', 'SYSTEM', null],
    ['cancellation.requested', 'ROLE_CLIENT', client.id],
    ['appointment.booked', 'ROLE_CLIENT', client.id],
  ]);
  expect(history[0].details).toEqual({ noticeHours: 24, creditsReturned: 1 });
  expect(history[1].details?.hoursBeforeStart).toBeGreaterThanOrEqual(24);
});

it("records the therapist's confirmation, shown in the client's history and in the therapist's own", async () => {
  const id = await booked(true);
  await post('/api/appointments/request', client, { appointmentId: id });
  expect((await post('/api/appointments/accept', therapist, { appointmentId: id })).statusCode).toBe(200);
  const [confirmed] = (await entriesOf(t, admin, client.id, 'cancellation.confirmed')).filter((e) => e.resource?.id === id);
  expect(confirmed).toMatchObject({ actor: { id: therapist.id, role: 'ROLE_THERAPIST', firstName: 'Test' }, subject: { id: client.id } });
  const theirs = await entriesOf(t, admin, therapist.id, 'cancellation.confirmed');
  expect(theirs.map((e) => e.id)).toContain(confirmed.id);
});

it("records an admin's refund and decline once; a refused second decision records nothing", async () => {
  const refunded = await booked(true);
  const declined = await booked(true);
  for (const id of [refunded, declined]) await post('/api/appointments/request', client, { appointmentId: id });
  const before = await creditsOf(t.db, client.id);
  expect((await put('/api/admin/refund', admin, { appointmentId: refunded })).statusCode).toBe(200);
  expect((await put('/api/admin/decline', admin, { appointmentId: declined })).statusCode).toBe(200);
  expect((await put('/api/admin/refund', admin, { appointmentId: declined })).statusCode).toBe(409);
  expect(await creditsOf(t.db, client.id)).toBe(before + 1);

  const decisions = (await historyOf(t, admin, client.id)).filter(
    (e) => e.action.startsWith('refund.') && [refunded, declined].includes(e.resource?.id ?? ''),
  );
  expect(decisions.map((e) => [e.action, e.resource?.id, e.actor.id, e.actor.role])).toEqual([
    ['refund.declined', declined, admin.id, 'ROLE_ADMIN'],
    ['refund.accepted', refunded, admin.id, 'ROLE_ADMIN'],
  ]);
  // the admin's own history shows what they did
  expect((await historyOf(t, admin, admin.id)).filter((e) => e.action.startsWith('refund.')).length).toBeGreaterThanOrEqual(2);
});
