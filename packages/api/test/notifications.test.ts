/** Appointment mails through the outbox (language, .ics) and the 24-hour reminder job (claimed in the database, sent once). */
import { runReminders } from '../src/jobs/reminders';
import { type Actor, bearer, createTestApp, newClient, newUser, type TestApp } from './helpers';
import { HOUR, book, openAllWeek, setCredits, slotAt } from './booking-helpers';

let t: TestApp;
let client: Actor;
let therapist: Actor;
beforeAll(async () => {
  t = await createTestApp();
  client = await newClient(t.app);
  therapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
  await t.db.query(`UPDATE users SET language = 'en' WHERE id = $1`, [therapist.id]);
  await openAllWeek(t.db, therapist.id, 'America/Mexico_City');
});
afterAll(async () => {
  await t.close();
});

type Mail = {
  to_address: string;
  subject: string;
  text_body: string;
  kind: string;
  language: string;
  calendar: { method: string; filename: string; content: string } | null;
};
const mailsFor = async (appointmentId: string, kind?: string) =>
  (
    await t.db.query<Mail>(
      `SELECT to_address, subject, text_body, kind, language, calendar FROM mail_outbox WHERE dedupe_key LIKE $1 ORDER BY to_address`,
      [`appointment:${appointmentId}:${kind ?? '%'}:%`],
    )
  ).rows;

/** A Mexico City slot n (09:00 local + ...) days ahead: the availability is all day in local time. */
async function bookAt(days: number, slot: number): Promise<{ id: string; start: string }> {
  await setCredits(t.db, client.id, 1);
  const av = await t.app.inject({
    method: 'GET',
    url: `/api/therapists/${therapist.id}/slots?from=${encodeURIComponent(slotAt(days, 0))}&to=${encodeURIComponent(slotAt(days + 1, 0))}`,
    headers: bearer(client),
  });
  const start = av.json().slots[slot].startTime as string;
  const res = await book(t.app, client, therapist, start);
  if (res.statusCode !== 201) throw new Error(res.body);
  return { id: res.json()._id, start };
}

it('sends the booking confirmation to both parties in their language with a calendar invitation', async () => {
  const { id, start } = await bookAt(3, 4);
  const mails = await mailsFor(id, 'booking');
  expect(mails).toHaveLength(2);
  const toClient = mails.find((m) => m.to_address === client.email) as Mail;
  const toTherapist = mails.find((m) => m.to_address === therapist.email) as Mail;
  expect(toClient.language).toBe('es');
  expect(toClient.subject).toMatch(/^Sesión agendada: /);
  expect(toClient.text_body).toContain('https://meet.jit.si/aliento-');
  expect(toTherapist.language).toBe('en');
  expect(toTherapist.subject).toMatch(/^Session booked: /);
  expect(toTherapist.text_body).toMatch(/Mexico|Central/);
  expect(toClient.calendar).toMatchObject({ method: 'REQUEST', filename: 'aliento-sesion.ics' });
  expect(toTherapist.calendar).toMatchObject({ method: 'REQUEST', filename: 'aliento-session.ics' });
  const ics = (toClient.calendar as NonNullable<Mail['calendar']>).content;
  const dt = start.replace(/[-:]/g, '').replace('.000', '');
  expect(ics).toContain(`DTSTART:${dt}`);
  expect(ics).toContain(`UID:${id}@aliento`);
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(ics.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
});

it('with 24 hours of notice tells both parties the session is cancelled (credit back, time free)', async () => {
  const { id } = await bookAt(4, 2);
  await t.app.inject({ method: 'POST', url: '/api/appointments/request', headers: bearer(client), payload: { appointmentId: id } });
  const req = await mailsFor(id, 'cancellationRequested');
  expect(req.map((m) => m.to_address).sort()).toEqual([client.email, therapist.email].sort());
  const toClient = req.find((m) => m.to_address === client.email) as Mail;
  expect(toClient.subject).toMatch(/^Sesión cancelada: /);
  expect(toClient.text_body).toContain('quedó cancelada');
  expect(toClient.text_body).toContain('te devolvimos el crédito');
  const toTherapist = req.find((m) => m.to_address === therapist.email) as Mail;
  expect(toTherapist.subject).toMatch(/^Session cancelled: /);
  expect(toTherapist.text_body).toContain('the time is free again');
  expect(toTherapist.text_body).not.toContain('confirm');
  // nothing to confirm: no second round of mails
  const accept = await t.app.inject({ method: 'POST', url: '/api/appointments/accept', headers: bearer(therapist), payload: { appointmentId: id } });
  expect(accept.statusCode).toBe(409);
  expect(await mailsFor(id, 'cancellationConfirmed')).toHaveLength(0);
});

it('later, asks the therapist to confirm (the time stays reserved) and tells both of the confirmation', async () => {
  await setCredits(t.db, client.id, 1);
  const start = (
    await t.app.inject({
      method: 'GET',
      url: `/api/therapists/${therapist.id}/slots?from=${encodeURIComponent(new Date(Date.now() + 2 * HOUR).toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 20 * HOUR).toISOString())}`,
      headers: bearer(client),
    })
  ).json().slots[0].startTime as string;
  const id = (await book(t.app, client, therapist, start)).json()._id as string;
  await t.app.inject({ method: 'POST', url: '/api/appointments/request', headers: bearer(client), payload: { appointmentId: id } });
  const req = await mailsFor(id, 'cancellationRequested');
  expect(req.find((m) => m.to_address === therapist.email)?.text_body).toContain('The time stays reserved until you confirm');
  expect(req.find((m) => m.to_address === client.email)?.subject).toBe('Recibimos tu solicitud de cancelación');
  await t.app.inject({ method: 'POST', url: '/api/appointments/accept', headers: bearer(therapist), payload: { appointmentId: id } });
  expect(await mailsFor(id, 'cancellationConfirmed')).toHaveLength(2);
});

describe('24-hour reminders', () => {
  it('are sent once per appointment, when due, even with runs in parallel and repeated', async () => {
    const a = await bookAt(5, 1);
    const b = await bookAt(5, 3);
    const cancelled = await bookAt(5, 5);
    await t.app.inject({ method: 'POST', url: '/api/appointments/request', headers: bearer(client), payload: { appointmentId: cancelled.id } });

    expect(await runReminders(t.app.ctx, new Date(Date.parse(a.start) - 25 * HOUR))).toBe(0); // not due yet
    const at = new Date(Date.parse(b.start) - 23 * HOUR);
    const counts = await Promise.all(Array.from({ length: 5 }, () => runReminders(t.app.ctx, at)));
    expect(counts.reduce((x, y) => x + y, 0)).toBe(2);
    expect(await runReminders(t.app.ctx, at)).toBe(0);
    for (const { id } of [a, b]) {
      const mails = await mailsFor(id, 'reminder');
      expect(mails).toHaveLength(2);
      expect(mails.find((m) => m.to_address === client.email)?.subject).toMatch(/^Recordatorio: /);
      expect(mails.find((m) => m.to_address === therapist.email)?.subject).toMatch(/^Reminder: /);
    }
    expect(await mailsFor(cancelled.id, 'reminder')).toHaveLength(0);
    const ev = await t.db.query('SELECT 1 FROM appointment_events WHERE appointment_id = $1 AND event = $2', [a.id, 'REMINDER_SENT']);
    expect(ev.rows).toHaveLength(1);
  });

  it('survive a restart: the state is in the database, so a new app does not resend', async () => {
    const c = await bookAt(6, 2);
    const at = new Date(Date.parse(c.start) - 20 * HOUR);
    expect(await runReminders(t.app.ctx, at)).toBe(1);
    // same database, fresh service context
    const { buildApp } = await import('../src/app');
    const app2 = await buildApp({ db: t.db, migrate: false, logger: false, config: { dataDir: t.dataDir, jwtSecret: 'x'.repeat(40) } });
    try {
      expect(await runReminders(app2.ctx, at)).toBe(0);
    } finally {
      await app2.close();
    }
    expect(await mailsFor(c.id, 'reminder')).toHaveLength(2);
  });
});
