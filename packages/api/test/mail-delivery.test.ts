/**
 * Mail against a real SMTP server (smtp-server, every message parsed by mailparser): headers and content as a
 * receiving mail system sees them, an outage with retries that outlive a restart and end in exactly one delivery,
 * the log alert, the give-up and an admin's resend. Short backoff comes from configuration, as in production.
 */
import { timeZoneLabel } from '@aliento/contracts/time-zone-label';
import { Mailer } from '../src/mail/outbox';
import { type Actor, bearer, createTestApp, newClient, newUser, type TestApp } from './helpers';
import { openAllWeek, setCredits, slotAt } from './booking-helpers';
import { readInvitation } from './ical-kit';
import { collectingLog, eventually, type LogLine, type Received, TEST_MAIL_FROM as FROM, TestSmtp, testMailConfig } from './mail-kit';

let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = new TestSmtp();
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url, mailFrom: FROM, mail: testMailConfig({ SMTP_NAME: 'saludo.aliento.test' }) });
  t.app.ctx.mailer.start(); // as main.ts does
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const outbox = async (to: string) =>
  (
    await t.db.query<{ status: string; attempts: number; last_error: string | null; next_attempt_at: Date; last_attempt_at: Date | null }>(
      'SELECT status, attempts, last_error, next_attempt_at, last_attempt_at FROM mail_outbox WHERE to_address = $1 ORDER BY created_at',
      [to],
    )
  ).rows;
const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
const newMailer = (lines: LogLine[], extra: Record<string, string> = {}) =>
  new Mailer(t.db, { smtpUrl: smtp.url, from: FROM, mail: testMailConfig(extra), log: collectingLog(lines) });

describe('delivery to a real SMTP server', () => {
  it('sends the contact mail to staff with Reply-To the sender, Auto-Submitted and our greeting name, in clean UTF-8', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { firstName: 'José', lastName: 'Núñez', email: 'jose.nunez@example.com', info: '¿Tienen terapeutas en Texas? Gracias.' },
    });
    expect(res.statusCode).toBe(201);
    await eventually(() => smtp.to(t.app.ctx.config.staffEmail).length === 1, 10_000, 'the contact mail');
    const { mail, heloName } = smtp.to(t.app.ctx.config.staffEmail)[0];
    expect(heloName).toBe('saludo.aliento.test');
    expect(mail.from?.value[0]).toEqual({ address: 'no-reply@correo.aliento.test', name: 'Aliento' });
    expect(mail.replyTo?.value[0]).toEqual({ address: 'jose.nunez@example.com', name: 'José Núñez' });
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    expect(mail.subject).toBe('Mensaje de contacto: José Núñez');
    expect(mail.text).toContain('¿Tienen terapeutas en Texas? Gracias.');
    expect(mail.html).toContain('¿Tienen terapeutas en Texas? Gracias.');
    // the server accepted it a moment before the sender records it as sent
    await eventually(async () => (await outbox(t.app.ctx.config.staffEmail))[0]?.status === 'sent', 5_000, 'the sent status');
    expect(await outbox(t.app.ctx.config.staffEmail)).toEqual([expect.objectContaining({ status: 'sent', attempts: 1, last_error: null })]);
  });

  it("writes a booking's times in each reader's own zone and links to the appointment in the app", async () => {
    const therapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
    await openAllWeek(t.db, therapist.id, 'America/Mexico_City');
    const client = await newClient(t.app);
    // signing in from Madrid stores the browser's zone on the client
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-time-zone': 'Europe/Madrid' },
      payload: { email: client.email, password: 'Correct-horse-8' },
    });
    expect(login.statusCode).toBe(200);
    await setCredits(t.db, client.id, 1);
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/therapists/${therapist.id}/slots?from=${encodeURIComponent(slotAt(3, 0))}&to=${encodeURIComponent(slotAt(4, 0))}`,
      headers: bearer(client),
    });
    const start = new Date(slots.json().slots[4].startTime as string);
    const booked = await bookWithZone(client, therapist, start.toISOString(), 'Europe/Madrid');
    expect(booked.statusCode).toBe(201);
    const id = booked.json()._id as string;

    const bookingMail = (email: string) => smtp.to(email).filter((r) => r.mail.subject?.startsWith('Sesión agendada'));
    await eventually(() => bookingMail(client.email).length === 1 && bookingMail(therapist.email).length === 1, 10_000, 'both booking mails');
    const toClient = bookingMail(client.email)[0].mail;
    const toTherapist = bookingMail(therapist.email)[0].mail;
    const time = (zone: string) => new Intl.DateTimeFormat('es-MX', { timeZone: zone, timeStyle: 'short' }).format(start);
    // the zone in the words the appointments page uses ("hora de Europa central (Madrid)")
    const zoneName = (zone: string) => timeZoneLabel(zone, 'es-MX', start);
    expect(toClient.text).toContain(`${time('Europe/Madrid')}–`);
    expect(toClient.text).toContain(zoneName('Europe/Madrid'));
    expect(toTherapist.text).toContain(`${time('America/Mexico_City')}–`);
    expect(toTherapist.text).toContain(zoneName('America/Mexico_City'));
    const link = `http://web.test/dashboard/appointments#appointment-${id}`;
    for (const received of [bookingMail(client.email)[0], bookingMail(therapist.email)[0]]) {
      const { mail } = received;
      expect(mail.text).toContain(`Ver la cita en Aliento: ${link}`);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
      expect(calendarOf(received, 'REQUEST').uid).toBe(`${id}@aliento`);
    }
  });

  it('sends the invitation and the cancellation the way calendar apps read them: a text/calendar alternative and an .ics file', async () => {
    const therapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
    await openAllWeek(t.db, therapist.id, 'UTC');
    await t.db.query(`UPDATE users SET language = 'en' WHERE id = $1`, [therapist.id]);
    const client = await newClient(t.app);
    await setCredits(t.db, client.id, 1);
    const start = slotAt(6, 10);
    const booked = await bookWithZone(client, therapist, start, 'America/Bogota');
    expect(booked.statusCode).toBe(201);
    const id = booked.json()._id as string;
    const withMethod = (email: string, method: string) => smtp.to(email).filter((r) => r.raw.includes(`method=${method}`));
    await eventually(
      () => withMethod(client.email, 'REQUEST').length === 1 && withMethod(therapist.email, 'REQUEST').length === 1,
      10_000,
      'both invitations',
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/appointments/request', headers: bearer(client), payload: { appointmentId: id } })).statusCode,
    ).toBe(200);
    await eventually(
      () => withMethod(client.email, 'CANCEL').length === 1 && withMethod(therapist.email, 'CANCEL').length === 1,
      10_000,
      'both cancellations',
    );

    for (const [email, lang] of [
      [client.email, 'es'],
      [therapist.email, 'en'],
    ] as const) {
      const invitation = calendarOf(withMethod(email, 'REQUEST')[0], 'REQUEST', lang);
      const cancellation = calendarOf(withMethod(email, 'CANCEL')[0], 'CANCEL', lang);
      expect(invitation).toMatchObject({
        uid: `${id}@aliento`,
        sequence: 0,
        status: 'CONFIRMED',
        start,
        organizer: { address: 'no-reply@correo.aliento.test', cn: 'Aliento' },
      });
      expect(cancellation).toMatchObject({ uid: `${id}@aliento`, sequence: 1, status: 'CANCELLED', start, url: null });
      expect(invitation.attendees.map((a) => a.address)).toEqual([email]);
      expect(cancellation.attendees.map((a) => a.address)).toEqual([email]);
    }
  });

  it('stores the zone a client books from, when they had none', async () => {
    const therapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
    await openAllWeek(t.db, therapist.id, 'UTC');
    const client = await newClient(t.app);
    await setCredits(t.db, client.id, 1);
    const res = await bookWithZone(client, therapist, slotAt(5, 6), 'America/Bogota');
    expect(res.statusCode).toBe(201);
    const zone = await t.db.query<{ time_zone: string }>('SELECT time_zone FROM users WHERE id = $1', [client.id]);
    expect(zone.rows[0].time_zone).toBe('America/Bogota');
    // a zone the runtime does not know is ignored, never an error
    await setCredits(t.db, client.id, 1);
    expect((await bookWithZone(client, therapist, slotAt(5, 8), 'Mars/Olympus_Mons')).statusCode).toBe(201);
    expect((await t.db.query<{ time_zone: string }>('SELECT time_zone FROM users WHERE id = $1', [client.id])).rows[0].time_zone).toBe(
      'America/Bogota',
    );
  });

  it('marks a mail refused for good (550 unknown mailbox) failed after one attempt, without retrying it', async () => {
    const client = await newClient(t.app);
    smtp.rejected.add(client.email);
    expect((await forgot(client.email)).statusCode).toBe(200);
    await eventually(async () => (await outbox(client.email)).some((m) => m.status === 'failed'), 10_000, 'the refused mail');
    const [mail] = (await outbox(client.email)).filter((m) => m.status === 'failed');
    expect(mail.attempts).toBe(1);
    expect(mail.last_error).toMatch(/550/);
    expect(mail.last_error).not.toContain(client.email);
    smtp.rejected.delete(client.email);
  });

  it('sends each mail once when two processes deliver the same outbox at the same moment', async () => {
    const clients = await Promise.all(Array.from({ length: 12 }, () => newClient(t.app)));
    const before = smtp.received.length;
    const a = newMailer([]);
    const b = newMailer([]);
    await Promise.all(clients.map((c) => forgot(c.email)));
    await Promise.all([a.flush(), b.flush(), a.flush(), b.flush()]);
    await eventually(() => clients.every((c) => smtp.to(c.email).some((r) => r.mail.subject?.startsWith('Restablece'))), 10_000, 'every reset mail');
    await new Promise((r) => setTimeout(r, 300));
    for (const c of clients) expect(smtp.to(c.email).filter((r) => r.mail.subject?.startsWith('Restablece'))).toHaveLength(1);
    expect(smtp.received.length - before).toBeGreaterThanOrEqual(12);
    await Promise.all([a.stop(), b.stop()]);
  });
});

/**
 * The calendar of a delivered mail as a mail client finds it: a `text/calendar; method=…; charset=utf-8` part inside
 * the multipart/alternative (what Gmail and Outlook act on) and the same calendar as an attached .ics file (what
 * Apple Mail opens), both read with ical.js.
 */
function calendarOf(received: Received, method: 'REQUEST' | 'CANCEL', lang?: 'es' | 'en') {
  const { mail } = received;
  const alternative = mail.attachments.filter((a) => a.contentType === 'text/calendar');
  expect(alternative).toHaveLength(1);
  const type = alternative[0].headers.get('content-type') as { value: string; params: Record<string, string> };
  expect(type.value).toBe('text/calendar');
  expect(type.params.method).toBe(method);
  expect(type.params.charset.toUpperCase()).toBe('UTF-8');
  const file = mail.attachments.filter((a) => a.filename?.endsWith('.ics'));
  expect(file).toHaveLength(1);
  expect(file[0]).toMatchObject({ contentType: 'application/ics', contentDisposition: 'attachment' });
  if (lang) expect(file[0].filename).toBe(lang === 'en' ? 'aliento-session.ics' : 'aliento-sesion.ics');
  expect(file[0].content.toString('utf8')).toBe(alternative[0].content.toString('utf8'));
  // the calendar part sits among the alternatives of the body, after the text and HTML versions
  const { raw } = received;
  const boundary = /Content-Type: multipart\/alternative;\s+boundary="([^"]+)"/.exec(raw)?.[1] as string;
  const alternatives = raw.slice(raw.indexOf(`--${boundary}`), raw.indexOf(`--${boundary}--`));
  expect(alternatives).toMatch(
    new RegExp(`Content-Type: text/plain[\\s\\S]*Content-Type: text/html[\\s\\S]*Content-Type: text/calendar; charset=utf-8; method=${method}`),
  );
  const read = readInvitation(alternative[0].content.toString('utf8'));
  expect(read.method).toBe(method);
  return read;
}

async function bookWithZone(client: Actor, therapist: Actor, startTime: string, zone: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/appointments/therapist/${therapist.id}/user/${client.id}`,
    headers: { ...bearer(client), 'x-language': 'es', 'x-time-zone': zone },
    payload: { therapist: therapist.id, client: client.id, clientEmail: client.email, completed: false, cancelled: false, startTime },
  });
}
