/**
 * The cluster suite (issue 24): 3 API replicas (compiled, SEED=1) on one fresh PostgreSQL database behind a
 * round-robin proxy. Proves that a user is tied to no replica: a journey through the proxy with one replica
 * SIGKILLed mid-way and started again loses nothing the user was told succeeded; the periodic jobs running on all
 * three act once per appointment and payment; sign-in limits hold across replicas.
 *
 * Needs a PostgreSQL server: CLUSTER_DATABASE_URL or DATABASE_URL (the one scripts/test.sh starts); skipped without.
 * Ports: E2E_PORT_BASE + 80 (proxy) and + 81..83 (replicas).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { APPS, portsAt, repoRoot, startStack } from '../../mf-config/bin/stack.mjs';
import { launchBrowser, newPage } from './lib/browser.mjs';
import { ctx, openAs } from './lib/context.mjs';
import { makePhoto } from './lib/settings-helpers.mjs';
import { ensureCompiledApi, freshDatabase, replica, startProxy } from './cluster/cluster.mjs';

const serverUrl = process.env.CLUSTER_DATABASE_URL ?? process.env.DATABASE_URL;
const BASE = Number(process.env.E2E_PORT_BASE ?? 4100);
/** The shell and remotes at BASE.., the proxy where the apps look for the API (BASE + 80), replicas beside it. */
const PORTS = portsAt(BASE);
/** The browser journey needs the production build of the shell and remotes (`pnpm run build`). */
const built = Object.values(APPS).every((a) => fs.existsSync(path.join(repoRoot, a.dir, 'dist', 'index.html')));
const PASSWORD = 'Aliento-demo-2026';
const JWT_SECRET = 'cluster-test-secret-0123456789-abcdefghijklmnop';
const sharp = createRequire(path.join(repoRoot, 'packages', 'api', 'package.json'))('sharp');

/** What every replica shares: the database, the signing secret, fast jobs; limits as in production. */
const env = (databaseUrl) => ({
  DATABASE_URL: databaseUrl,
  JWT_SECRET,
  SEED: '1',
  JOB_INTERVAL_MS: '500',
  PUBLIC_WEB_URL: `http://localhost:${PORTS.shell}`,
  CORS_ORIGINS: Object.keys(APPS)
    .flatMap((n) => [`http://localhost:${PORTS[n]}`, `http://127.0.0.1:${PORTS[n]}`])
    .join(','),
  // the proxy's X-Forwarded-For names the caller
  TRUST_PROXY: 'loopback',
  PG_POOL_MAX: '4',
});

describe('API replicas behind a load balancer', { skip: serverUrl ? false : 'no PostgreSQL server (CLUSTER_DATABASE_URL or DATABASE_URL)' }, () => {
  let db;
  let proxy;
  const replicas = [];
  const log = [];
  const started = Date.now();

  before(async () => {
    ensureCompiledApi();
    db = await freshDatabase(serverUrl);
    for (let i = 1; i <= 3; i++) replicas.push(replica({ index: i, port: BASE + 80 + i, env: env(db.url), log: (l) => log.push(l) }));
    // the first migrates and seeds; the two others start together on the migrated database
    await replicas[0].start();
    await Promise.all(replicas.slice(1).map((r) => r.start()));
    proxy = await startProxy({ port: PORTS.api, replicas });
  });

  after(async () => {
    await ctx.browser?.close();
    await ctx.stack?.stop();
    await proxy?.close();
    await Promise.all(replicas.map((r) => r.stop()));
    for (const r of replicas) r.cleanup();
    await db?.drop();
    console.log(`cluster suite: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (process.env.CLUSTER_LOG === '1') console.log(log.join('\n'));
  });

  /** A call through the proxy: { status, body, replica }. */
  async function call(method, urlPath, { token, body, headers = {} } = {}) {
    const res = await fetch(`${proxy.url}${urlPath}`, {
      method,
      headers: {
        ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'x-language': 'en',
        ...headers,
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, body: parsed, replica: Number(res.headers.get('x-replica')), proxyError: res.headers.get('x-proxy-error') };
  }
  const ok = async (expected, method, urlPath, opts) => {
    const r = await call(method, urlPath, opts);
    assert.equal(r.status, expected, `${method} ${urlPath}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body;
  };
  const signIn = async (email) => (await ok(200, 'POST', '/api/login', { body: { email, password: PASSWORD } })).token;
  const userId = async (email) => (await db.query('SELECT id FROM users WHERE lower(email) = lower($1)', [email])).rows[0].id;

  /** Registers a client through the proxy and confirms the e-mail with the mailed link (the free credit). */
  async function newClient(tag) {
    const email = `cluster-${tag}-${Date.now().toString(36)}@example.com`;
    await ok(201, 'POST', '/api/register', {
      body: {
        role: 'client',
        therapyType: 'THERAPY_FOR_SELF',
        age: 'AGE_18_34',
        referral: 'REFERRAL_GOOGLE',
        firstName: 'Rosa',
        lastName: 'Díaz',
        email,
        phoneNumber: '+1 305 555 0199',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        therapistGender: 'GENDER_FEMALE',
        therapistLGBTQ: true,
        therapistOrientation: false,
        therapistCountryOfOrigin: 'Mexico',
      },
    });
    const mail = await db.query(
      `SELECT text_body FROM mail_outbox WHERE lower(to_address) = lower($1) AND text_body LIKE '%/verify-email?token=%' ORDER BY created_at DESC LIMIT 1`,
      [email],
    );
    const token = decodeURIComponent(/\/verify-email\?token=([\w%-]+)/.exec(mail.rows[0].text_body)[1]);
    await ok(200, 'POST', '/api/verify-email', { body: { token } });
    return { email, id: await userId(email), token: await signIn(email) };
  }

  /** Opens the demo therapist's calendar every day (slots every 45 minutes from midnight UTC). */
  async function openAllWeek(therapistId) {
    const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '23:15' }));
    await db.query(
      `INSERT INTO therapist_availability (therapist_id, time_zone, weekly) VALUES ($1, 'UTC', $2::jsonb)
       ON CONFLICT (therapist_id) DO UPDATE SET time_zone = 'UTC', weekly = EXCLUDED.weekly`,
      [therapistId, JSON.stringify(weekly)],
    );
  }
  /** Free slots of the therapist between `fromHours` and `toHours` from now, as the booking screen asks. */
  async function freeSlots(client, therapistId, fromHours, toHours) {
    const from = new Date(Date.now() + fromHours * 3600_000).toISOString();
    const to = new Date(Date.now() + toHours * 3600_000).toISOString();
    const r = await ok(200, 'GET', `/api/therapists/${therapistId}/slots?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, {
      token: client.token,
    });
    return r.slots.map((s) => s.startTime);
  }
  const book = (client, therapistId, startTime) =>
    call('POST', `/api/appointments/therapist/${therapistId}/user/${client.id}`, {
      token: client.token,
      body: { therapist: therapistId, client: client.id, clientEmail: client.email, completed: false, cancelled: false, startTime },
    });
  const creditsOf = async (id) => (await db.query('SELECT current_credit FROM subscriptions WHERE client_id = $1', [id])).rows[0]?.current_credit;
  const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };

  it('spreads requests over the 3 replicas, each ready', async () => {
    const seen = new Set();
    for (let i = 0; i < 6; i++) seen.add((await call('GET', '/api/health/ready')).replica);
    assert.deepEqual([...seen].sort(), [1, 2, 3]);
  });

  it('journey through the proxy with a replica SIGKILLed and restarted: nothing the user was told succeeded is lost', async (t) => {
    const told = {};
    // register (a client) and sign in
    const client = await newClient('journey');
    assert.equal(await creditsOf(client.id), 1);
    told.registered = client.id;

    // a therapist uploads a photo through one replica; every replica serves it
    const therapist = { email: 'terapeuta@aliento.example' };
    therapist.id = await userId(therapist.email);
    therapist.token = await signIn(therapist.email);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([png], { type: 'image/png' }), 'me.png');
    const upload = await call('POST', '/api/profile-image', { token: therapist.token, body: form });
    assert.equal(upload.status, 201, JSON.stringify(upload.body));
    told.photo = upload.body.profileImage;
    const bytes = {};
    for (const r of replicas) {
      const res = await fetch(`${r.url}/uploads/images/${told.photo}`);
      assert.equal(res.status, 200, `replica ${r.index} serves the photo uploaded through replica ${upload.replica}`);
      assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      bytes[r.index] = Buffer.from(await res.arrayBuffer());
    }
    assert.ok(bytes[1].equals(bytes[2]) && bytes[2].equals(bytes[3]));

    // browse: the directory shows the new photo, whichever replica answers
    for (let i = 0; i < 3; i++) {
      const list = await ok(200, 'GET', '/api/therapists?approved=true', { token: client.token });
      assert.equal(list.find((t) => t._id === therapist.id)?.profileImage, told.photo);
    }

    // buy credits (the local card processor)
    const intent = await ok(201, 'POST', '/api/stripe/create-payment-intent', { token: client.token, body: { plan: 'PLAN_FOUR' } });
    await ok(201, 'POST', '/api/stripe/confirm-payment-intent', { token: client.token, body: { paymentIntentId: intent.id, card } });
    told.paid = intent.id;
    assert.equal(await creditsOf(client.id), 5);

    // SIGKILL replica 2 while a burst of requests is in flight
    const burst = Array.from({ length: 30 }, (_, i) =>
      call('GET', i % 2 ? '/api/therapists?approved=true' : `/api/subscriptions/client/${client.id}`, { token: client.token }),
    );
    await new Promise((r) => setTimeout(r, 15));
    await replicas[1].kill();
    const results = await Promise.all(burst);
    t.diagnostic(`burst of ${results.length} during the SIGKILL: ${results.filter((r) => r.status === 502).length} failed in flight on replica 2`);
    for (const r of results) {
      if (r.status === 200) continue;
      // the only failures: requests in flight on the killed replica, answered by the proxy
      assert.equal(r.status, 502);
      assert.equal(r.proxyError, 'upstream-died');
      assert.equal(r.replica, 2);
    }

    // the journey goes on while replica 2 is down: book a session within 24 hours
    await openAllWeek(therapist.id);
    const [slot] = await freeSlots(client, therapist.id, 3, 20);
    assert.ok(slot, 'a free slot within 20 hours');
    const booked = await book(client, therapist.id, slot);
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    assert.notEqual(booked.replica, 2);
    told.booked = booked.body._id;
    assert.equal(await creditsOf(client.id), 4);

    // replica 2 comes back and takes its share again
    await replicas[1].start();
    const back = new Set();
    for (let i = 0; i < 6; i++) back.add((await call('GET', '/api/health/ready')).replica);
    assert.ok(back.has(2), 'the restarted replica answers again');
    assert.equal((await fetch(`${replicas[1].url}/uploads/images/${told.photo}`)).status, 200);

    // cancel late (less than 24 hours ahead): the refund waits for an admin, who grants it
    const cancel = await ok(200, 'POST', '/api/appointments/request', { token: client.token, body: { appointmentId: told.booked } });
    assert.equal(cancel.refundStatus, 'PENDING');
    const admin = await signIn('admin@aliento.example');
    await ok(200, 'PUT', '/api/admin/refund', { token: admin, body: { appointmentId: told.booked } });

    // everything the user was told succeeded is in the database, once
    assert.equal((await db.query('SELECT email_verified_at IS NOT NULL AS v FROM users WHERE id = $1', [told.registered])).rows[0].v, true);
    assert.equal((await db.query('SELECT profile_image FROM therapists WHERE user_id = $1', [therapist.id])).rows[0].profile_image, told.photo);
    assert.equal((await db.query('SELECT count(*)::int AS n FROM stored_images WHERE hash = $1', [told.photo.slice(0, 64)])).rows[0].n, 1);
    const credited = await db.query(`SELECT count(*)::int AS n FROM audit_events WHERE action = 'payment.credited' AND resource_id = $1`, [
      told.paid,
    ]);
    assert.equal(credited.rows[0].n, 1);
    const appt = (await db.query('SELECT cancelled, refund_status, credit_returned_at FROM appointments WHERE id = $1', [told.booked])).rows[0];
    assert.equal(appt.cancelled, true);
    assert.equal(appt.refund_status, 'REFUNDED');
    assert.ok(appt.credit_returned_at);
    assert.equal(await creditsOf(client.id), 5);
    const mine = await ok(200, 'GET', `/api/appointments/client/${client.id}`, { token: client.token });
    assert.deepEqual(
      mine.map((a) => [a._id, a.cancelled]),
      [[told.booked, true]],
    );
  });

  it(
    'browser journey through the proxy: register, photo, browse, buy, a booking lost with its killed replica is retried, cancel, admin refund',
    { skip: built ? false : 'no production build of the apps (pnpm run build)' },
    async () => {
      ctx.stack = await startStack({ api: false, ports: PORTS, log: (l) => log.push(l) });
      ctx.urls = { ...ctx.stack.urls, api: `http://localhost:${PORTS.api}` };
      ctx.browser = await launchBrowser();
      const suffix = Date.now().toString(36);
      const email = `cluster-browser-${suffix}@example.com`;
      const lastName = `Réplica ${suffix}`;

      // register through the Spanish wizard, then sign in with the form
      const page = await newPage(ctx.browser, { locale: 'es-MX', width: 1280, height: 900 });
      await page.goto(`${ctx.urls.shell}/registration`);
      await page.getByRole('radio', { name: 'Busco terapia' }).check();
      await page.getByRole('radio', { name: 'Para mí' }).check();
      await page.getByRole('radio', { name: '18 a 34 años' }).check();
      await page.getByRole('radio', { name: 'Google' }).check();
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lucía');
      await page.getByRole('textbox', { name: 'Apellido', exact: true }).fill(lastName);
      await page.getByRole('textbox', { name: 'Correo electrónico', exact: true }).fill(email);
      await page.getByRole('textbox', { name: 'Celular', exact: true }).fill('+1 305 555 0142');
      await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(PASSWORD);
      await page.getByRole('textbox', { name: 'Confirma tu contraseña', exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByRole('radio', { name: 'Mujer' }).check();
      await page.getByRole('radio', { name: 'Sí', exact: true }).check();
      await page.getByRole('radio', { name: 'Creyente', exact: true }).check();
      await page.getByRole('button', { name: 'Listo' }).click();
      await page.waitForURL('**/signin');
      const client = { email, id: await userId(email) };
      // the e-mail confirmed with the mailed link
      const mail = await db.query(
        `SELECT text_body FROM mail_outbox WHERE lower(to_address) = lower($1) AND text_body LIKE '%/verify-email?token=%'`,
        [email],
      );
      await ok(200, 'POST', '/api/verify-email', {
        body: { token: decodeURIComponent(/\/verify-email\?token=([\w%-]+)/.exec(mail.rows[0].text_body)[1]) },
      });
      client.token = await signIn(email);

      // the demo therapist uploads a photo in Settings > Media; every replica serves it
      const therapist = { id: await userId('terapeuta@aliento.example'), token: await signIn('terapeuta@aliento.example') };
      const tpage = await newPage(ctx.browser, { locale: 'en-US', width: 1280, height: 900 });
      await openAs(tpage, therapist.token, '/dashboard/settings', { lng: 'en' });
      await tpage.getByRole('tab', { name: 'Media' }).click();
      await tpage.getByRole('heading', { name: 'Your profile photo' }).waitFor();
      await tpage.getByLabel('Image file').setInputFiles(await makePhoto('cluster.png', { width: 800, height: 450 }));
      await tpage.getByRole('group', { name: 'Photo crop area' }).locator('img').waitFor();
      await tpage.getByRole('button', { name: 'Save photo' }).click();
      await tpage.getByRole('status').filter({ hasText: 'successfully uploaded image' }).waitFor();
      await tpage.context().close();
      const photo = (await db.query('SELECT profile_image FROM therapists WHERE user_id = $1', [therapist.id])).rows[0].profile_image;
      for (const r of replicas) assert.equal((await fetch(`${r.url}/uploads/images/${photo}`)).status, 200, `replica ${r.index} serves ${photo}`);

      // browse: the client sees the new photo on the therapist's card
      await openAs(page, client.token, '/dashboard/therapists', { lng: 'en' });
      const card = page.getByRole('article', { name: 'Valentina Rojas' });
      const img = card.getByRole('img', { name: 'Photo of Valentina Rojas' });
      await img.scrollIntoViewIfNeeded();
      assert.ok((await img.getAttribute('src')).includes(photo));
      await page.waitForFunction((el) => el.complete && el.naturalWidth > 0, await img.elementHandle());

      // buy the 4-session pack with the test card
      await openAs(page, client.token, '/dashboard/appointments', { lng: 'en' });
      const plan = page.getByRole('region', { name: 'Your plan' });
      await plan.getByText('1 session left').waitFor();
      await page.getByRole('button', { name: 'Upgrade Plan' }).click();
      const pay = page.getByRole('dialog', { name: 'Buy sessions' });
      await pay.getByRole('radio', { name: /4-session pack/ }).check();
      await pay.getByRole('button', { name: 'Continue' }).click();
      await pay.getByLabel('Name on card').fill('Lucía Réplica');
      await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
      await pay.getByLabel('Expiry (MM/YY)').fill('12/34');
      await pay.getByLabel('CVC').fill('123');
      await pay.getByRole('button', { name: /^Pay \$/ }).click();
      await page.getByText('Payment Successful').waitFor();
      await plan.getByText('5 sessions left').waitFor();

      // book the first free slot (within 24 hours): the booking is in flight on replica 2 when it is SIGKILLed
      await openAllWeek(therapist.id);
      await openAs(page, client.token, `/dashboard/therapists/${therapist.id}`, { lng: 'en' });
      const booking = page.locator('#calendly');
      await booking.getByRole('button', { name: /^Next open time: / }).click();
      const killed = proxy.killDuring((req) => req.method === 'POST' && req.url.startsWith('/api/appointments/therapist/'), replicas[1]);
      await booking.getByRole('button', { name: 'Confirm appointment' }).click();
      await killed;
      // a clear message; nothing was booked or spent, so the same click again books it (through another replica)
      await page.getByText('Failed to schedule appointment').waitFor();
      assert.equal((await db.query('SELECT count(*)::int AS n FROM appointments WHERE client_id = $1', [client.id])).rows[0].n, 0);
      assert.equal(await creditsOf(client.id), 5);
      await booking.getByRole('button', { name: 'Confirm appointment' }).click();
      await page.waitForURL('**/dashboard/appointments');
      await page.getByText('Successfully scheduled appointment').waitFor();
      const appointment = (await db.query('SELECT id FROM appointments WHERE client_id = $1', [client.id])).rows;
      assert.equal(appointment.length, 1);
      assert.equal(await creditsOf(client.id), 4);

      // replica 2 comes back
      await replicas[1].start();
      assert.equal((await fetch(`${replicas[1].url}/uploads/images/${photo}`)).status, 200);

      // cancel (less than 24 hours ahead: an admin decides), then the admin refunds in the admin remote
      const item = page.getByRole('listitem').filter({ hasText: 'with Valentina Rojas' });
      await item.getByRole('button', { name: 'Request Cancellation' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Do you want to cancel this session?' });
      await confirm.getByText('Your session is less than 24 hours away', { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'Yes, request cancellation' }).click();
      await item.getByText('Cancellation requested · waiting for a decision').waitFor();
      const apage = await newPage(ctx.browser, { locale: 'en-US', width: 1280, height: 900 });
      await openAs(apage, await signIn('admin@aliento.example'), '/dashboard/admin', { lng: 'en' });
      await apage.getByRole('tab', { name: 'Cancellation Requests' }).click();
      await apage.getByLabel('Filter requests').fill(lastName);
      await apage
        .getByRole('table', { name: 'Cancellation requests' })
        .getByRole('button', { name: new RegExp(`^View the request from Lucía ${lastName}`) })
        .first()
        .click();
      const dialog = apage.getByRole('dialog', { name: 'Cancellation request' });
      await dialog.getByRole('button', { name: 'Accept/Refund' }).click();
      // a decision about money is confirmed with its summary first
      await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
      await apage.getByText('Successfully refunded client.').waitFor();
      await apage.context().close();
      await openAs(page, client.token, '/dashboard/appointments', { lng: 'en' });
      await page.getByRole('region', { name: 'Your plan' }).getByText('5 sessions left').waitFor();
      assert.deepEqual(page.pageErrors, []);
      await page.context().close();

      // what the user was told succeeded is all there
      const row = (await db.query('SELECT cancelled, refund_status FROM appointments WHERE id = $1', [appointment[0].id])).rows[0];
      assert.deepEqual(row, { cancelled: true, refund_status: 'REFUNDED' });
      assert.equal(await creditsOf(client.id), 5);
      assert.equal((await db.query('SELECT email_verified_at IS NOT NULL AS v FROM users WHERE id = $1', [client.id])).rows[0].v, true);
    },
  );

  it('the reminder and payment-recovery jobs run on all 3 replicas and act once per appointment and payment', async () => {
    const therapistId = await userId('terapeuta@aliento.example');
    await openAllWeek(therapistId);
    const client = await newClient('jobs');
    const intents = [];
    // three payments the processor took but nobody credited (a process died in between): the jobs credit them
    for (let i = 0; i < 3; i++) {
      const intent = await ok(201, 'POST', '/api/stripe/create-payment-intent', { token: client.token, body: { plan: 'PLAN_FOUR' } });
      await db.query(`UPDATE payment_intents SET status = 'succeeded' WHERE id = $1`, [intent.id]);
      intents.push(intent.id);
    }
    const slots = (await freeSlots(client, therapistId, 2, 22)).slice(0, 4);
    const before = await waitForCredits(client.id, 1 + 12);
    assert.equal(before, 13);
    // four sessions within 24 hours, booked "days ago": each is due for its reminder now
    const appointments = [];
    for (const slot of slots) {
      const r = await book(client, therapistId, slot);
      assert.equal(r.status, 201, JSON.stringify(r.body));
      appointments.push(r.body._id);
    }
    await db.query(`UPDATE appointments SET created_at = now() - interval '3 days' WHERE id = ANY($1::uuid[])`, [appointments]);
    await waitUntil(async () => {
      const r = await db.query('SELECT count(*)::int AS n FROM appointments WHERE id = ANY($1::uuid[]) AND reminder_sent_at IS NOT NULL', [
        appointments,
      ]);
      return r.rows[0].n === appointments.length;
    });
    // several more rounds of every replica's jobs
    await new Promise((r) => setTimeout(r, 2000));
    const reminders = await db.query(
      `SELECT appointment_id, count(*)::int AS n FROM appointment_events WHERE event = 'REMINDER_SENT' AND appointment_id = ANY($1::uuid[])
       GROUP BY appointment_id`,
      [appointments],
    );
    assert.deepEqual(
      reminders.rows.map((r) => r.n),
      appointments.map(() => 1),
    );
    const credited = await db.query(
      `SELECT resource_id, count(*)::int AS n FROM audit_events WHERE action = 'payment.credited' AND resource_id = ANY($1::text[]) GROUP BY resource_id`,
      [intents],
    );
    assert.deepEqual(
      credited.rows.map((r) => r.n),
      [1, 1, 1],
    );
    assert.equal(await creditsOf(client.id), 13 - appointments.length);
  });

  it('N sign-in attempts spread over the 3 replicas are limited like N on one', async () => {
    const client = await newClient('limits');
    const seen = new Set();
    // LOGIN_LOCK_AFTER (5) wrong passwords lock the account, whichever replicas count them
    for (let i = 0; i < 5; i++) {
      const r = await call('POST', '/api/login', { body: { email: client.email, password: 'Wrong-password-1' } });
      assert.equal(r.status, 401);
      seen.add(r.replica);
    }
    assert.deepEqual([...seen].sort(), [1, 2, 3]);
    const locked = await call('POST', '/api/login', { body: { email: client.email, password: PASSWORD } });
    assert.equal(locked.status, 429);
    assert.equal(locked.body.code, 'accountLocked');
    // and on every replica
    for (const r of replicas) {
      const res = await fetch(`${r.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: client.email, password: PASSWORD }),
      });
      assert.equal(res.status, 429, `replica ${r.index}`);
    }
  });

  async function waitUntil(check, timeoutMs = 20_000) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`condition not met within ${timeoutMs} ms`);
  }
  async function waitForCredits(id, expected) {
    await waitUntil(async () => (await creditsOf(id)) === expected);
    return creditsOf(id);
  }
});
