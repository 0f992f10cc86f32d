/** The client's optional reason when asking to cancel (issue 20): trimmed, at most 500 characters, seen by the therapist and admins. */
import { type Actor, newCast, bearer, createTestApp, newClient, type TestApp } from './helpers';
import { book, openAllWeek, setCredits, slotAt } from './booking-helpers';

let t: TestApp;
let client: Actor;
let therapist: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  ({ client, therapist, admin } = await newCast(t));
  await openAllWeek(t.db, therapist.id);
});
afterAll(async () => {
  await t.close();
});

async function bookAt(who: Actor, start: string): Promise<string> {
  await setCredits(t.db, who.id, 1);
  const res = await book(t.app, who, therapist, start);
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json()._id as string;
}
const requestCancellation = (who: Actor, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/appointments/request', headers: { ...bearer(who), 'x-language': 'en' }, payload });
const get = (url: string, who: Actor) => t.app.inject({ method: 'GET', url, headers: bearer(who) });
const find = (list: { _id: string }[], id: string) => list.find((a) => a._id === id) as Record<string, unknown> | undefined;

it("keeps the client's reason, trimmed, and shows it to the therapist and admins", async () => {
  const id = await bookAt(client, slotAt(3, 2));
  const res = await requestCancellation(client, { appointmentId: id, reason: '  Tengo una cita médica ese día.\nPerdón.  ' });
  expect(res.statusCode).toBe(200);
  const reason = 'Tengo una cita médica ese día.\nPerdón.';
  expect(res.json().cancellationReason).toBe(reason);

  const ofTherapist = (await get(`/api/appointments/therapist/${therapist.id}`, therapist)).json();
  expect(find(ofTherapist, id)?.cancellationReason).toBe(reason);
  const requests = (await get('/api/admin/cancellation-requests', admin)).json();
  expect(find(requests, id)?.cancellationReason).toBe(reason);
  const ofClientForAdmin = (await get(`/api/appointments/client/${client.id}`, admin)).json();
  expect(find(ofClientForAdmin, id)?.cancellationReason).toBe(reason);
  const stored = await t.db.query<{ cancellation_reason: string }>('SELECT cancellation_reason FROM appointments WHERE id = $1', [id]);
  expect(stored.rows[0].cancellation_reason).toBe(reason);
  // the therapist's mail quotes it (in their language); the client is not sent their own words back
  const mails = await t.db.query<{ to_address: string; text_body: string; html_body: string }>(
    'SELECT to_address, text_body, html_body FROM mail_outbox WHERE dedupe_key LIKE $1',
    [`appointment:${id}:cancellationRequested:%`],
  );
  const toTherapist = mails.rows.find((m) => m.to_address === therapist.email);
  expect(toTherapist?.text_body).toContain(`Motivo que indicó: «${reason}»`);
  expect(toTherapist?.html_body).toContain('Motivo que indicó: «Tengo una cita médica ese día.');
  expect(mails.rows.find((m) => m.to_address === client.email)?.text_body).not.toContain('Tengo una cita médica');
});

it('is optional: none, or only spaces, is no reason (null)', async () => {
  const c = await newClient(t.app);
  const a = await bookAt(c, slotAt(3, 3));
  expect((await requestCancellation(c, { appointmentId: a })).json().cancellationReason).toBeNull();
  const plain = await t.db.query<{ text_body: string }>('SELECT text_body FROM mail_outbox WHERE dedupe_key = $1', [
    `appointment:${a}:cancellationRequested:therapist`,
  ]);
  expect(plain.rows[0].text_body).not.toContain('Motivo');
  const b = await bookAt(c, slotAt(3, 4));
  expect((await requestCancellation(c, { appointmentId: b, reason: '   ' })).json().cancellationReason).toBeNull();
  const requests = (await get('/api/admin/cancellation-requests', admin)).json();
  expect(find(requests, a)?.cancellationReason).toBeNull();
  // an appointment without a request has no reason either
  const live = await bookAt(c, slotAt(3, 5));
  expect(find((await get(`/api/appointments/client/${c.id}`, c)).json(), live)?.cancellationReason).toBeNull();
});

it('refuses a reason over 500 characters or with control characters (400 naming reason), changing nothing', async () => {
  const c = await newClient(t.app);
  const id = await bookAt(c, slotAt(3, 6));
  const long = await requestCancellation(c, { appointmentId: id, reason: 'x'.repeat(501) });
  expect(long.statusCode).toBe(400);
  expect(long.json().fields).toEqual({ reason: 'is too long' });
  const control = await requestCancellation(c, { appointmentId: id, reason: 'ok\u0007' });
  expect(control.statusCode).toBe(400);
  expect(Object.keys(control.json().fields)).toEqual(['reason']);
  const row = await t.db.query<{ request_cancellation: boolean }>('SELECT request_cancellation FROM appointments WHERE id = $1', [id]);
  expect(row.rows[0].request_cancellation).toBe(false);
  // exactly 500 characters (after trimming) is fine
  const max = await requestCancellation(c, { appointmentId: id, reason: ` ${'y'.repeat(500)} ` });
  expect(max.statusCode).toBe(200);
  expect(max.json().cancellationReason).toHaveLength(500);
});
