/**
 * The SMTP server goes down: mails wait and are retried with backoff, survive a restart of the sending process,
 * raise one log alert (not one per mail) and, when the server is back, each is delivered exactly once. Past the
 * retry window a mail is marked failed; an admin sees it and sends it again. Settings come from configuration.
 */
import { Mailer } from '../src/mail/outbox';
import { bearer, createTestApp, newClient, newUser, type Actor, type TestApp } from './helpers';
import { collectingLog, eventually, type LogLine, TEST_MAIL_FROM as FROM, TestSmtp, testMailConfig } from './mail-kit';

let smtp: TestSmtp;
let t: TestApp;
let admin: Actor;
beforeAll(async () => {
  smtp = new TestSmtp();
  await smtp.start();
  t = await createTestApp({ smtpUrl: smtp.url, mailFrom: FROM, mail: testMailConfig() });
  admin = await newUser(t.app, t.db, ['ROLE_ADMIN']);
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

type Row = { id: string; status: string; attempts: number; last_error: string | null; next_attempt_at: Date; last_attempt_at: Date };
const rowsFor = async (emails: string[]) =>
  (
    await t.db.query<Row & { to_address: string }>(
      `SELECT id, to_address, status, attempts, last_error, next_attempt_at, last_attempt_at FROM mail_outbox WHERE to_address = ANY($1::text[]) AND kind = 'password-reset'`,
      [emails],
    )
  ).rows;
const newMailer = (lines: LogLine[], extra: Record<string, string> = {}) =>
  new Mailer(t.db, { smtpUrl: smtp.url, from: FROM, mail: testMailConfig(extra), log: collectingLog(lines) });
const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
const resetMails = (email: string) => smtp.to(email).filter((r) => r.mail.subject?.startsWith('Restablece'));

it('retries through an outage and a restart, alerts once, then delivers every mail exactly once', async () => {
  const clients = await Promise.all([newClient(t.app), newClient(t.app), newClient(t.app)]);
  const emails = clients.map((c) => c.email);
  await smtp.stop(); // the SMTP server is down
  for (const e of emails) expect((await forgot(e)).statusCode).toBe(200);

  const lines: LogLine[] = [];
  const first = newMailer(lines);
  first.start();
  await eventually(async () => (await rowsFor(emails)).every((r) => r.attempts >= 3), 15_000, 'three failed attempts each');
  for (const r of await rowsFor(emails)) {
    expect(r.status).toMatch(/pending|sending/);
    expect(r.last_error).toMatch(/ECONNREFUSED|connect/i);
  }
  // the process stops (a deploy, a crash): the schedule is in the database, a new process carries on
  await first.stop();
  // the API's own mailer (it sends right after a request queues a mail) may be in the middle of an attempt of its own:
  // once it is through, every mail rests in the database, pending, with its next attempt scheduled after its last
  await eventually(
    async () => (await rowsFor(emails)).every((r) => r.status === 'pending' && new Date(r.next_attempt_at) > new Date(r.last_attempt_at)),
    5_000,
    'every mail pending with a next attempt',
  );
  const second = newMailer(lines);
  const third = newMailer(lines);
  second.start();
  third.start();

  // failing for longer than the alert delay: one line for the whole outage, with counts and no mail content
  await eventually(() => lines.some((l) => l.level === 'warn'), 10_000, 'the alert');
  await new Promise((r) => setTimeout(r, 500));
  const alerts = lines.filter((l) => l.level === 'warn' || l.level === 'error');
  expect(alerts).toHaveLength(1);
  expect(alerts[0].msg).toMatch(/mail delivery failing/);
  expect(alerts[0].fields).toMatchObject({ retrying: expect.any(Number), oldestMinutes: expect.any(Number) });
  const logged = JSON.stringify(lines);
  for (const e of emails) expect(logged).not.toContain(e);
  expect(logged).not.toMatch(/signin\?token=|Restablece|contraseña/);

  await smtp.start(); // back on the same port
  await eventually(async () => (await rowsFor(emails)).every((r) => r.status === 'sent'), 15_000, 'every mail sent');
  await new Promise((r) => setTimeout(r, 700)); // time for a duplicate to show up, if there were one
  for (const e of emails) {
    expect(resetMails(e)).toHaveLength(1);
    expect(resetMails(e)[0].mail.text).toMatch(/http:\/\/web\.test\/signin\?token=/);
  }
  await eventually(() => lines.some((l) => l.level === 'info' && /recovered/.test(l.msg)), 5_000, 'the recovery line');
  expect(lines.filter((l) => /recovered/.test(l.msg))).toHaveLength(1);
  await Promise.all([second.stop(), third.stop()]);
});

describe('after the retry window', () => {
  it('marks the mail failed, shows it to an admin without its content, and an admin sends it again', async () => {
    const client = await newClient(t.app);
    await smtp.stop();
    expect((await forgot(client.email)).statusCode).toBe(200);
    const lines: LogLine[] = [];
    // a window of 0.5 s instead of 48 h, through the same setting production uses
    const mailer = newMailer(lines, { MAIL_RETRY_HOURS: String(0.5 / 3600) });
    mailer.start();
    await eventually(async () => (await rowsFor([client.email]))[0]?.status === 'failed', 10_000, 'the mail to be given up');
    // the alert check runs after the batch that gave the mail up: wait for its line before stopping the process
    await eventually(() => lines.some((l) => l.level === 'error'), 5_000, 'the given-up alert');
    await mailer.stop();
    expect(lines.filter((l) => l.level === 'error')).toHaveLength(1);

    const list = await t.app.inject({ method: 'GET', url: '/api/admin/mail', headers: bearer(admin) });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const body = list.json();
    expect(body.summary).toMatchObject({ smtp: true, failed: expect.any(Number) });
    expect(body.summary.failed).toBeGreaterThanOrEqual(1);
    const item = body.mails.find((m: { to: string }) => m.to === client.email);
    expect(item).toMatchObject({
      status: 'failed',
      kind: 'password-reset',
      subject: 'Restablece tu contraseña de Aliento',
      lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
    });
    expect(item.attempts).toBeGreaterThanOrEqual(1);
    expect(list.body).not.toMatch(/signin\?token=/);

    await smtp.start();
    const resend = await t.app.inject({ method: 'POST', url: `/api/admin/mail/${item._id}/resend`, headers: bearer(admin) });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toMatchObject({ _id: item._id, status: 'pending' });
    await eventually(() => resetMails(client.email).length === 1, 10_000, 'the resent mail');
    await eventually(async () => (await rowsFor([client.email]))[0].status === 'sent', 5_000, 'sent status');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/mail/${item._id}/resend`,
      headers: { ...bearer(admin), 'x-language': 'en' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This mail was already sent.');
    expect(resetMails(client.email)).toHaveLength(1);
  });

  it('raises the given-up alert even when the waiting alert went out just before it', async () => {
    // a new period: no alert out yet, and what earlier tests gave up is a day old
    await t.db.query(`DELETE FROM app_settings WHERE key IN ('mail_alert_at', 'mail_failed_alert_at')`);
    await t.db.query(`UPDATE mail_outbox SET last_attempt_at = now() - interval '1 day' WHERE status = 'failed'`);
    const client = await newClient(t.app);
    await smtp.stop();
    expect((await forgot(client.email)).statusCode).toBe(200);
    const lines: LogLine[] = [];
    // waiting past the alert delay (0.6 s) first, given up after 2 s
    const mailer = newMailer(lines, { MAIL_RETRY_HOURS: String(2 / 3600) });
    mailer.start();
    await eventually(() => lines.some((l) => l.level === 'warn'), 5_000, 'the waiting alert');
    await eventually(async () => (await rowsFor([client.email]))[0]?.status === 'failed', 10_000, 'the mail to be given up');
    await eventually(() => lines.some((l) => l.level === 'error'), 5_000, 'the given-up alert, in the same period');
    await mailer.stop();
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(1);
    expect(lines.filter((l) => l.level === 'error')).toHaveLength(1);
    await smtp.start();
  });

  it('filters the list, and names unknown or invalid mails', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/mail?status=all&limit=5', headers: bearer(admin) });
    expect(all.statusCode).toBe(200);
    expect(all.json().mails.length).toBeLessThanOrEqual(5);
    for (const m of all.json().mails) expect(Object.keys(m)).not.toEqual(expect.arrayContaining(['text', 'html']));
    const failed = await t.app.inject({ method: 'GET', url: '/api/admin/mail?status=failed', headers: bearer(admin) });
    expect(failed.json().mails.every((m: { status: string }) => m.status === 'failed')).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/mail?status=nope&limit=0', headers: { ...bearer(admin), 'x-language': 'en' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['limit', 'status']);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/mail/00000000-0000-4000-8000-000000000000/resend',
      headers: { ...bearer(admin), 'x-language': 'es' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Correo no encontrado.');
    const invalid = await t.app.inject({ method: 'POST', url: '/api/admin/mail/not-an-id/resend', headers: bearer(admin) });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().fields)).toEqual(['id']);
  });

  it('is for admins only', async () => {
    const client = await newClient(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/mail' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/mail', headers: bearer(client) })).statusCode).toBe(403);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/mail/${id}/resend`, headers: bearer(client) })).statusCode).toBe(403);
  });
});
