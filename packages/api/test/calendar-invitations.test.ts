/**
 * Calendar invitations that calendar apps can follow (iTIP, RFC 5546), every one read with Mozilla's ical.js: the
 * booking invites (REQUEST), a change of time updates the same event (same UID, higher SEQUENCE), and whichever path
 * cancels the session (the client with notice, the therapist's confirmation, an admin's refund) sends one CANCEL to
 * both parties; the texts stay in each recipient's language and zone.
 */
import { appointmentTimeChanged } from '../src/services/appointment-time';
import type { CalendarPart } from '../src/mail/types';
import { appointmentInvitation } from '../src/services/appointment-ics';
import { type Actor, bearer, createTestApp, newClient, newUser, type TestApp } from './helpers';
import { book, HOUR, MIN, openAllWeek, setCredits, slotAt } from './booking-helpers';
import { readInvitation, type ReadInvitation } from './ical-kit';

let t: TestApp;
let client: Actor;
let therapist: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp({ mailFrom: 'Aliento <no-reply@correo.aliento.test>' });
  client = await newClient(t.app); // Rosa Díaz, Spanish
  therapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
  admin = await newUser(t.app, t.db, ['ROLE_ADMIN']);
  await t.db.query(`UPDATE users SET language = 'en', first_name = 'Ana', last_name = 'Pérez, MSc' WHERE id = $1`, [therapist.id]);
  await t.db.query(`UPDATE users SET time_zone = 'Europe/Madrid' WHERE id = $1`, [client.id]);
  await openAllWeek(t.db, therapist.id, 'America/Mexico_City');
});
afterAll(async () => {
  await t.close();
});

type Mail = { to_address: string; subject: string; text_body: string; kind: string; calendar: CalendarPart | null };
/** The appointment's mails of one kind, the client's first. */
async function mails(appointmentId: string, kind: string): Promise<Mail[]> {
  const r = await t.db.query<Mail>(
    `SELECT to_address, subject, text_body, kind, calendar FROM mail_outbox WHERE dedupe_key LIKE $1 ORDER BY created_at, id`,
    [`appointment:${appointmentId}:${kind}:%`],
  );
  return [...r.rows].sort((a, b) => Number(b.to_address === client.email) - Number(a.to_address === client.email));
}
/** Each mail's calendar as a calendar app reads it (fails when a mail has none). */
const invitations = (list: Mail[]): ReadInvitation[] =>
  list.map((m) => {
    if (!m.calendar) throw new Error(`${m.kind} to ${m.to_address} has no calendar`);
    expect(m.calendar.content).toContain(`METHOD:${m.calendar.method}\r\n`);
    return readInvitation(m.calendar.content);
  });
const sequenceOf = async (id: string) =>
  (await t.db.query<{ calendar_sequence: number }>('SELECT calendar_sequence FROM appointments WHERE id = $1', [id])).rows[0].calendar_sequence;

async function bookAt(start: string): Promise<string> {
  await setCredits(t.db, client.id, 1);
  const res = await book(t.app, client, therapist, start, {}, 'es');
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json()._id as string;
}
const post = (url: string, who: Actor, appointmentId: string) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who), payload: { appointmentId } });
const put = (url: string, appointmentId: string) => t.app.inject({ method: 'PUT', url, headers: bearer(admin), payload: { appointmentId } });

/** Moves the appointment to `start` the way a reschedule will: new times and the one call, in one transaction. */
async function moveTo(id: string, start: string): Promise<number | null> {
  return t.db.transaction(async (tx) => {
    const before = await tx.query<{ start_time: Date; end_time: Date }>('SELECT start_time, end_time FROM appointments WHERE id = $1 FOR UPDATE', [
      id,
    ]);
    await tx.query('UPDATE appointments SET start_time = $2, end_time = $3 WHERE id = $1', [id, start, new Date(Date.parse(start) + 45 * MIN)]);
    const previous = { start: new Date(before.rows[0].start_time), end: new Date(before.rows[0].end_time) };
    return appointmentTimeChanged(t.app.ctx, tx, id, previous);
  });
}

/** The first free slot of the therapist between `fromHours` and `toHours` from now (late: less than 24 h ahead). */
async function slotWithin(fromHours: number, toHours: number): Promise<string> {
  const at = (h: number) => encodeURIComponent(new Date(Date.now() + h * HOUR).toISOString());
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/therapists/${therapist.id}/slots?from=${at(fromHours)}&to=${at(toHours)}`,
    headers: bearer(client),
  });
  return res.json().slots[0].startTime as string;
}

const end = (start: string) => new Date(Date.parse(start) + 45 * MIN).toISOString();

it('follows one event from booking to a new time to the cancellation: same UID, rising SEQUENCE, right method and status', async () => {
  const first = slotAt(3, 4);
  const id = await bookAt(first);
  const uid = `${id}@aliento`;
  const link = `http://web.test/dashboard/appointments#appointment-${id}`;

  // booking: an invitation each, naming the recipient alone as attendee and our sender as organizer
  const [toClient, toTherapist] = invitations(await mails(id, 'booking'));
  for (const inv of [toClient, toTherapist]) {
    expect(inv).toMatchObject({ method: 'REQUEST', uid, sequence: 0, status: 'CONFIRMED', start: first, end: end(first), alarms: 1 });
    expect(inv.organizer).toEqual(expect.objectContaining({ address: 'no-reply@correo.aliento.test', cn: 'Aliento' }));
    expect(inv.location).toMatch(/^https:\/\/meet\.jit\.si\/aliento-/);
    expect(inv.url).toBe(inv.location);
    expect(inv.description).toContain(inv.location as string);
    expect(inv.description).toContain(link);
    expect(inv.stamp).toMatch(/Z$/);
  }
  expect(toClient.attendees).toEqual([
    { address: client.email, cn: 'Rosa Díaz', role: 'REQ-PARTICIPANT', partstat: 'ACCEPTED', rsvp: 'FALSE', cutype: 'INDIVIDUAL' },
  ]);
  expect(toTherapist.attendees).toEqual([expect.objectContaining({ address: therapist.email, cn: 'Ana Pérez, MSc', rsvp: 'FALSE' })]);
  expect(toClient).toMatchObject({ summary: 'Sesión de Aliento con Ana Pérez, MSc', summaryLanguage: 'es' });
  expect(toTherapist).toMatchObject({ summary: 'Aliento session with Rosa Díaz', summaryLanguage: 'en' });
  // the other party's address never travels
  expect(JSON.stringify(toClient)).not.toContain(therapist.email);
  expect(JSON.stringify(toTherapist)).not.toContain(client.email);

  // a new time: the same event, moved (SEQUENCE 1), announced in each reader's language and zone
  const second = slotAt(4, 2);
  expect(await moveTo(id, second)).toBe(1);
  const moved = await mails(id, 'rescheduled:1');
  for (const inv of invitations(moved))
    expect(inv).toMatchObject({ method: 'REQUEST', uid, sequence: 1, status: 'CONFIRMED', start: second, end: end(second) });
  const hour = (iso: string, zone: string, locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: zone, timeStyle: 'short' }).format(new Date(iso));
  expect(moved[0].subject).toMatch(/^Sesión cambiada de horario: /);
  expect(moved[0].text_body).toContain(`${hour(second, 'Europe/Madrid', 'es-MX')}–`);
  expect(moved[0].text_body).toContain(`Antes era el `);
  expect(moved[0].text_body).toContain(`${hour(first, 'Europe/Madrid', 'es-MX')}–`);
  expect(moved[1].subject).toMatch(/^Session moved: /);
  expect(moved[1].text_body).toContain(`${hour(second, 'America/Mexico_City', 'en-US')}–`);

  // a second change is a new message, never taken for a duplicate of the first
  const third = slotAt(4, 6);
  expect(await moveTo(id, third)).toBe(2);
  for (const inv of invitations(await mails(id, 'rescheduled:2'))) expect(inv).toMatchObject({ uid, sequence: 2, start: third });

  // the client cancels with notice: one CANCEL to each, above every earlier SEQUENCE, without the video link
  expect((await post('/api/appointments/request', client, id)).statusCode).toBe(200);
  const cancels = invitations(await mails(id, 'cancellationRequested'));
  expect(cancels.map((c) => c.attendees[0].address)).toEqual([client.email, therapist.email]);
  for (const inv of cancels) {
    expect(inv).toMatchObject({
      method: 'CANCEL',
      uid,
      sequence: 3,
      status: 'CANCELLED',
      start: third,
      end: end(third),
      location: null,
      url: null,
      alarms: 0,
    });
    expect(inv.organizer.address).toBe('no-reply@correo.aliento.test');
    expect(inv.description).not.toContain('meet.jit.si');
  }
  expect(cancels[0].summary).toBe('Cancelada: sesión de Aliento con Ana Pérez, MSc');
  expect(cancels[1].summary).toBe('Cancelled: Aliento session with Rosa Díaz');
  expect(await sequenceOf(id)).toBe(3);

  // a cancelled session cannot move
  await expect(moveTo(id, slotAt(5, 2))).rejects.toMatchObject({ statusCode: 409, key: 'appointmentCancelled' });
  expect(await sequenceOf(id)).toBe(3);
});

it("a late request sends no calendar change; the therapist's confirmation sends the CANCEL, once, even if a refund follows", async () => {
  const id = await bookAt(await slotWithin(2, 20));
  expect((await post('/api/appointments/request', client, id)).statusCode).toBe(200);
  expect((await mails(id, 'cancellationRequested')).map((m) => m.calendar)).toEqual([null, null]);
  expect((await post('/api/appointments/accept', therapist, id)).statusCode).toBe(200);
  const cancels = invitations(await mails(id, 'cancellationConfirmed'));
  expect(cancels.map((c) => [c.method, c.sequence, c.status, c.attendees[0].address])).toEqual([
    ['CANCEL', 1, 'CANCELLED', client.email],
    ['CANCEL', 1, 'CANCELLED', therapist.email],
  ]);
  // the admin then returns the credit: the calendars already dropped the session, nothing more to send
  expect((await put('/api/admin/refund', id)).statusCode).toBe(200);
  expect((await mails(id, 'refunded')).map((m) => m.calendar)).toEqual([null, null]);
  expect(await sequenceOf(id)).toBe(1);
});

it("an admin's refund of a late request cancels the session in both calendars; a declined refund changes nothing", async () => {
  const refunded = await bookAt(await slotWithin(2, 20));
  const declined = await bookAt(await slotWithin(2, 20));
  for (const id of [refunded, declined]) expect((await post('/api/appointments/request', client, id)).statusCode).toBe(200);
  expect((await put('/api/admin/refund', refunded)).statusCode).toBe(200);
  const cancels = invitations(await mails(refunded, 'refunded'));
  expect(cancels.map((c) => [c.method, c.uid, c.sequence, c.status, c.attendees[0].address])).toEqual([
    ['CANCEL', `${refunded}@aliento`, 1, 'CANCELLED', client.email],
    ['CANCEL', `${refunded}@aliento`, 1, 'CANCELLED', therapist.email],
  ]);
  expect((await put('/api/admin/decline', declined)).statusCode).toBe(200);
  expect((await mails(declined, 'refundDeclined')).map((m) => m.calendar)).toEqual([null]);
  expect(await sequenceOf(declined)).toBe(0);
});

it('gives each appointment its own event', async () => {
  const a = await bookAt(slotAt(6, 1));
  const b = await bookAt(slotAt(6, 3));
  const [ia, ib] = [invitations(await mails(a, 'booking'))[0], invitations(await mails(b, 'booking'))[0]];
  expect(ia.uid).not.toBe(ib.uid);
  expect([ia.start, ib.start]).toEqual([slotAt(6, 1), slotAt(6, 3)]);
});

it('stays readable with names full of quotes, semicolons, colons and accents, every line folded at 75 octets', () => {
  const person = (id: string, firstName: string, lastName: string, language: 'es' | 'en') => ({
    id,
    firstName,
    lastName,
    email: `${id}@example.com`,
    language,
  });
  const d = {
    id: '3f1e9a52-7c1b-4d4e-9f2a-0b6c8d1e2f3a',
    name: null,
    start: new Date('2026-11-01T07:30:00.000Z'), // the night the United States leave summer time
    end: new Date('2026-11-01T08:15:00.000Z'),
    link: 'https://meet.jit.si/aliento-abcdef0123456789abcdef0123456789',
    sequence: 0,
    timeZone: 'America/New_York',
    client: person('cliente', 'María José "Majo"', 'Núñez; de la Peña: Ávila', 'es'),
    therapist: person('terapeuta', 'Dra. Ángela', 'Güemes-Ibáñez, PhD', 'en'),
  };
  const part = appointmentInvitation(
    'client',
    d,
    { method: 'REQUEST', sequence: 7 },
    { mailFrom: '"Aliento, equipo" <hola@aliento.example>', appointmentUrl: 'https://aliento.example/dashboard/appointments#appointment-x' },
  );
  const content = (part as CalendarPart).content;
  expect(content.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  const read = readInvitation(content);
  expect(read).toMatchObject({
    method: 'REQUEST',
    sequence: 7,
    start: '2026-11-01T07:30:00.000Z',
    end: '2026-11-01T08:15:00.000Z',
    summary: 'Sesión de Aliento con Dra. Ángela Güemes-Ibáñez, PhD',
  });
  expect(read.organizer).toMatchObject({ address: 'hola@aliento.example', cn: 'Aliento, equipo' });
  expect(read.attendees).toEqual([expect.objectContaining({ address: 'cliente@example.com', cn: 'María José Majo Núñez; de la Peña: Ávila' })]);
  // no times known (a Calendly booking whose times could not be read): no invitation at all
  expect(
    appointmentInvitation('client', { ...d, start: null, end: null }, { method: 'REQUEST', sequence: 0 }, { mailFrom: 'x@y.z', appointmentUrl: '' }),
  ).toBeNull();
});
