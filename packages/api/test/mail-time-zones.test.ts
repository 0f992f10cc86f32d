/**
 * Each appointment mail reads the time in its recipient's own zone (issue 20), the zone their browser last sent
 * (`X-Time-Zone`), not the therapist's availability zone: checked on dates where New York and Madrid are 5 hours
 * apart (between the US and the EU daylight-saving changes of March and of October/November) and 6 hours apart, with
 * Mexico City (no daylight saving since 2022) as the availability zone that must not leak into the mails.
 */
import { renderAppointmentMail } from '../src/services/notifications';
import { rescheduledMail } from '../src/services/appointment-time';
import type { AppointmentMailData } from '../src/mail/types';
import { type Actor, bearer, createTestApp, newClient, newUser, type TestApp } from './helpers';
import { MIN, openAllWeek, setCredits } from './booking-helpers';

let t: TestApp;
let client: Actor;
let therapist: Actor;
beforeAll(async () => {
  t = await createTestApp();
  client = await newClient(t.app); // Spanish
  therapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
  await t.db.query(`UPDATE users SET language = 'en' WHERE id = $1`, [therapist.id]);
  await openAllWeek(t.db, therapist.id, 'America/Mexico_City');
  // the therapist signs in from Madrid: their browser's zone is remembered
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'x-time-zone': 'Europe/Madrid' },
    payload: { email: therapist.email, password: 'Correct-horse-8' },
  });
  expect(login.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

/** An appointment at `start` inserted as booked (dates past the booking horizon, so not through the booking route). */
async function appointmentAt(start: string): Promise<string> {
  const s = new Date(start);
  const r = await t.db.query<{ id: string }>(
    `INSERT INTO appointments (therapist_id, client_id, client_email, source, name, start_time, end_time, room)
     VALUES ($1, $2, $3, 'builtin', NULL, $4, $5, $6) RETURNING id`,
    [therapist.id, client.id, client.email, s, new Date(s.getTime() + 45 * MIN), `aliento-tz-${start.replace(/\W/g, '')}`],
  );
  return r.rows[0].id;
}

const hour = (iso: string, zone: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { timeZone: zone, timeStyle: 'short' }).format(new Date(iso));
const h23 = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', hourCycle: 'h23' }).format(new Date(iso));

type Mail = { to_address: string; text_body: string };
async function mailsOf(id: string): Promise<{ toClient: string; toTherapist: string }> {
  const r = await t.db.query<Mail>('SELECT to_address, text_body FROM mail_outbox WHERE dedupe_key LIKE $1', [`appointment:${id}:%`]);
  const of = (email: string) => r.rows.filter((m) => m.to_address === email).map((m) => m.text_body);
  expect(of(client.email)).toHaveLength(1);
  expect(of(therapist.email)).toHaveLength(1);
  return { toClient: of(client.email)[0], toTherapist: of(therapist.email)[0] };
}

describe.each([
  // US on daylight time since 14 March, the EU not until 28 March: 5 hours apart
  { start: '2027-03-20T15:00:00.000Z', newYork: '11', madrid: '16' },
  // both on daylight time: 6 hours apart
  { start: '2027-04-05T15:00:00.000Z', newYork: '11', madrid: '17' },
  // the EU back on standard time on 31 October, the US not until 7 November: 5 hours apart
  { start: '2027-11-03T15:00:00.000Z', newYork: '11', madrid: '16' },
])('a session at $start', ({ start, newYork, madrid }) => {
  it('is written in New York time to the client and in Madrid time to the therapist', async () => {
    // the runtime's zone data says what the test claims (no daylight saving in Mexico City)
    expect([h23(start, 'America/New_York'), h23(start, 'Europe/Madrid'), h23(start, 'America/Mexico_City')]).toEqual([newYork, madrid, '09']);
    const id = await appointmentAt(start);
    await setCredits(t.db, client.id, 0);
    // the client asks to cancel from New York: their browser's zone comes with the request
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/request',
      headers: { ...bearer(client), 'x-time-zone': 'America/New_York' },
      payload: { appointmentId: id },
    });
    expect(res.statusCode).toBe(200);
    const { toClient, toTherapist } = await mailsOf(id);
    expect(toClient).toContain(`${hour(start, 'America/New_York', 'es-MX')}–`);
    expect(toClient).not.toContain(`${hour(start, 'America/Mexico_City', 'es-MX')}–`);
    expect(toTherapist).toContain(`${hour(start, 'Europe/Madrid', 'en-US')}–`);
    expect(toTherapist).not.toContain(`${hour(start, 'America/Mexico_City', 'en-US')}–`);
  });
});

it("falls back to the therapist's availability zone for a recipient whose zone is unknown, and names it", () => {
  const d: AppointmentMailData = {
    id: '00000000-0000-4000-8000-000000000001',
    name: null,
    start: new Date('2027-03-20T15:00:00.000Z'),
    end: new Date('2027-03-20T15:45:00.000Z'),
    link: 'https://meet.example/aliento-x',
    sequence: 0,
    timeZone: 'America/Mexico_City',
    client: { id: 'c', firstName: 'Rosa', lastName: 'Díaz', email: 'rosa@example.test', language: 'es', timeZone: null },
    therapist: { id: 't', firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.test', language: 'en', timeZone: 'America/New_York' },
  };
  const toClient = renderAppointmentMail('reminder', d, 'client').text;
  expect(toClient).toContain(`${hour('2027-03-20T15:00:00.000Z', 'America/Mexico_City', 'es-MX')}–`);
  // the zone in the words the appointments page uses for it
  expect(toClient).toContain(`–${hour('2027-03-20T15:45:00.000Z', 'America/Mexico_City', 'es-MX')}, hora estándar central (Mexico City)`);
  const toTherapist = renderAppointmentMail('reminder', d, 'therapist').text;
  expect(toTherapist).toContain(`${hour('2027-03-20T15:00:00.000Z', 'America/New_York', 'en-US')}–`);
  expect(toTherapist).toContain(`–${hour('2027-03-20T15:45:00.000Z', 'America/New_York', 'en-US')}, Eastern Time (New York)`);
});

it('writes a session moved across a daylight-saving change in each reader’s local hours on both sides of it', () => {
  // New York moves its clocks on 7 November 2027: 15:00 UTC is 11:00 before (EDT) and 10:00 after (EST)
  const before = { start: new Date('2027-11-05T15:00:00.000Z'), end: new Date('2027-11-05T15:45:00.000Z') };
  const after = { start: new Date('2027-11-09T15:00:00.000Z'), end: new Date('2027-11-09T15:45:00.000Z') };
  const d: AppointmentMailData = {
    id: '00000000-0000-4000-8000-000000000002',
    name: null,
    ...after,
    link: 'https://meet.example/aliento-y',
    sequence: 1,
    timeZone: 'America/Mexico_City',
    client: { id: 'c', firstName: 'Rosa', lastName: 'Díaz', email: 'rosa@example.test', language: 'en', timeZone: 'America/New_York' },
    therapist: { id: 't', firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.test', language: 'es', timeZone: 'America/Mexico_City' },
  };
  expect([h23(before.start.toISOString(), 'America/New_York'), h23(after.start.toISOString(), 'America/New_York')]).toEqual(['11', '10']);
  const toClient = rescheduledMail(d, 'client', before).text;
  // (the mail's text writes ordinary spaces where Intl may write narrow ones)
  expect(toClient).toMatch(/Tuesday, November 9, 2027, 10:00[\s\u202f]AM–10:45[\s\u202f]AM, Eastern Time \(New York\)/);
  expect(toClient).toMatch(/It was on Friday, November 5, 2027, 11:00[\s\u202f]AM–11:45[\s\u202f]AM, Eastern Time \(New York\)/);
  // Mexico City has no daylight saving: 9:00 on both sides
  const toTherapist = rescheduledMail(d, 'therapist', before).text;
  expect(toTherapist).toContain('martes, 9 de noviembre de 2027, 9:00');
  expect(toTherapist).toContain('viernes, 5 de noviembre de 2027, 9:00');
});
