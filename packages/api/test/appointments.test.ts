/** Appointments: booking (credit spent atomically, no double booking), lists, concurrency (also with two API processes). Calendly: calendly-*.test.ts. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { openPostgres } from '../src/db';
import { withDatabase } from './db-template';
import { type Actor, newCast, TEST_JWT_SECRET, bearer, createTestApp, newClient, newUser, type TestApp } from './helpers';
import { book, creditsOf, openAllWeek, setCredits, slotAt } from './booking-helpers';
import { freePort, waitForHealth } from './processes';

let t: TestApp;
let client: Actor;
let other: Actor;
let therapist: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp({ videoHost: 'https://video.test' });
  ({ client, other, therapist, admin } = await newCast(t));
  await openAllWeek(t.db, therapist.id);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, who: Actor | null) => t.app.inject({ method: 'GET', url, headers: who ? bearer(who) : {} });

describe('POST /api/appointments/therapist/{therapistUserId}/user/{clientId}', () => {
  it('books a free slot, spends the credit and gives an unguessable video room', async () => {
    await setCredits(t.db, client.id, 1);
    const start = slotAt(3, 10);
    const res = await book(t.app, client, therapist, start);
    expect(res.statusCode).toBe(201);
    const a = res.json();
    expect(a.calendlyAppointment).toEqual({
      name: expect.any(String),
      startTime: start,
      endTime: new Date(Date.parse(start) + 45 * 60_000).toISOString(),
    });
    expect(a.jitsiLink).toMatch(/^https:\/\/video\.test\/aliento-[0-9a-f]{32}$/);
    expect(a).toMatchObject({ requestCancellation: false, cancelled: false, completed: false, refundStatus: 'NONE', requestCancellationDate: null });
    expect(a.therapist._id).toBe(therapist.id);
    expect(a.client._id).toBe(client.id);
    expect(await creditsOf(t.db, client.id)).toBe(0);
    const ev = await t.db.query<{ event: string; actor_id: string }>('SELECT event, actor_id FROM appointment_events WHERE appointment_id = $1', [
      a._id,
    ]);
    expect(ev.rows).toEqual([{ event: 'BOOKED', actor_id: client.id }]);
  });

  it('refuses without credits with the spec text in the request language, and spends nothing', async () => {
    await setCredits(t.db, client.id, 0);
    const en = await book(t.app, client, therapist, slotAt(3, 11));
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('You do not have any credits available');
    const es = await book(t.app, client, therapist, slotAt(3, 11), {}, 'es');
    expect(es.json().message).toBe('No tienes créditos disponibles');
    expect((await t.db.query('SELECT 1 FROM appointments WHERE client_id = $1 AND start_time = $2', [client.id, slotAt(3, 11)])).rows).toHaveLength(
      0,
    );
  });

  it('answers 409 for a taken slot and keeps the credit', async () => {
    await setCredits(t.db, other.id, 1);
    const res = await book(t.app, other, therapist, slotAt(3, 10));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('That time is no longer available.');
    expect(await creditsOf(t.db, other.id)).toBe(1);
  });

  it('only accepts free future slots of the availability', async () => {
    await setCredits(t.db, other.id, 1);
    const offGrid = new Date(Date.parse(slotAt(3, 12)) + 10 * 60_000).toISOString();
    const r1 = await book(t.app, other, therapist, offGrid);
    expect(r1.statusCode).toBe(400);
    expect(r1.json().fields).toEqual({ startTime: "That time is not one of the therapist's free times." });
    expect((await book(t.app, other, therapist, slotAt(-1, 12))).statusCode).toBe(400);
    expect((await book(t.app, other, therapist, slotAt(3, 31))).statusCode).toBe(400); // 23:15 is past the window
    expect(await creditsOf(t.db, other.id)).toBe(1);
  });

  it('validates the body and path', async () => {
    const noSlot = await book(t.app, other, therapist);
    expect(noSlot.statusCode).toBe(400);
    expect(noSlot.json().fields).toEqual({ startTime: 'Required' });
    const mismatch = await book(t.app, other, therapist, slotAt(3, 13), { therapist: admin.id });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields).toHaveProperty('therapist');
    const badEmail = await book(t.app, other, therapist, slotAt(3, 13), { clientEmail: 'nope' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields).toHaveProperty('clientEmail');
    const badDate = await book(t.app, other, therapist, 'tomorrow');
    expect(badDate.statusCode).toBe(400);
    const notTherapist = await book(t.app, other, admin, slotAt(3, 13));
    expect(notTherapist.statusCode).toBe(404);
    const unapproved = await newUser(t.app, t.db, ['ROLE_THERAPIST'], { approved: false });
    expect((await book(t.app, other, unapproved, slotAt(3, 13))).statusCode).toBe(404);
  });

  it('authorizes: anonymous 401, another client 403', async () => {
    const anon = await t.app.inject({ method: 'POST', url: `/api/appointments/therapist/${therapist.id}/user/${other.id}`, payload: {} });
    expect(anon.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/appointments/therapist/${therapist.id}/user/${other.id}`,
      headers: bearer(client),
      payload: { therapist: therapist.id, client: other.id, clientEmail: other.email, startTime: slotAt(3, 14) },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/appointments/client/{id} and /therapist/{id}', () => {
  it('lists each user their own appointments, emails only for admins', async () => {
    const mine = await get(`/api/appointments/client/${client.id}`, client);
    expect(mine.statusCode).toBe(200);
    // personal: only the browser may keep it, and it asks again every time (appointment-list-cache.test.ts)
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect(mine.json()).toHaveLength(1);
    expect(mine.json()[0].therapist.email).toBeUndefined();
    const theirs = await get(`/api/appointments/therapist/${therapist.id}`, therapist);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().map((a: { client: { _id: string } }) => a.client._id)).toContain(client.id);
    const asAdmin = await get(`/api/appointments/client/${client.id}`, admin);
    expect(asAdmin.json()[0].therapist.email).toBe(therapist.email);
  });

  it("names a built-in session in the reader's language", async () => {
    const inLanguage = async (language: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/appointments/client/${client.id}`, headers: { ...bearer(client), 'x-language': language } })
      ).json()[0].calendlyAppointment.name;
    expect(await inLanguage('en')).toBe('Aliento session · 45 min');
    expect(await inLanguage('es')).toBe('Sesión Aliento · 45 min');
  });

  it('refuses other users (403) and anonymous callers (401)', async () => {
    expect((await get(`/api/appointments/client/${client.id}`, other)).statusCode).toBe(403);
    expect((await get(`/api/appointments/client/${client.id}`, therapist)).statusCode).toBe(403);
    expect((await get(`/api/appointments/therapist/${therapist.id}`, client)).statusCode).toBe(403);
    expect((await get(`/api/appointments/therapist/${therapist.id}`, null)).statusCode).toBe(401);
    expect((await get('/api/appointments/client/nope', admin)).statusCode).toBe(400);
  });
});

describe('concurrency on the real database', () => {
  it('50 parallel bookings by a client with 1 credit make exactly one appointment', async () => {
    const c = await newClient(t.app);
    await setCredits(t.db, c.id, 1);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => book(t.app, c, therapist, slotAt(5 + Math.floor(i / 25), i % 25))));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(1);
    expect(codes.filter((s) => s === 400)).toHaveLength(49);
    expect(await creditsOf(t.db, c.id)).toBe(0);
    expect((await t.db.query('SELECT 1 FROM appointments WHERE client_id = $1', [c.id])).rows).toHaveLength(1);
  });

  it('two clients booking the same slot at once: one 201, one 409', async () => {
    const [a, b] = await twoClientsWithOneCredit();
    const start = slotAt(8, 5);
    const [ra, rb] = await Promise.all([book(t.app, a, therapist, start), book(t.app, b, therapist, start)]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([201, 409]);
    expect((await creditsOf(t.db, a.id)) + (await creditsOf(t.db, b.id))).toBe(1);
  });

  const pgIt = process.env.DATABASE_URL ? it : it.skip;
  pgIt('with two API processes (separate pools) on one PostgreSQL: one booking per credit and per slot', async () => {
    const name = (await t.db.query<{ d: string }>('SELECT current_database() AS d')).rows[0].d;
    const db2 = await openPostgres(withDatabase(process.env.DATABASE_URL as string, name));
    const app2 = await buildApp({ db: db2, migrate: false, logger: false, config: { dataDir: t.dataDir, jwtSecret: TEST_JWT_SECRET } });
    await app2.ready();
    try {
      const c = await newClient(t.app);
      await setCredits(t.db, c.id, 1);
      const apps = [t.app, app2];
      const results = await Promise.all(Array.from({ length: 50 }, (_, i) => book(apps[i % 2], c, therapist, slotAt(10, i % 25))));
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(await creditsOf(t.db, c.id)).toBe(0);

      const [a, b] = await twoClientsWithOneCredit();
      const start = slotAt(11, 3);
      const [ra, rb] = await Promise.all([book(t.app, a, therapist, start), book(app2, b, therapist, start)]);
      expect([ra.statusCode, rb.statusCode].sort()).toEqual([201, 409]);
    } finally {
      await app2.close();
      await db2.close();
    }
  });
});

describe('two API processes on one PostgreSQL', () => {
  // A real second OS process (the production entry point) racing the in-process app: what several replicas do.
  const pgIt = process.env.DATABASE_URL ? it : it.skip;
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGTERM');
  });

  pgIt(
    'one booking per credit and one per slot across processes',
    async () => {
      const name = (await t.db.query<{ d: string }>('SELECT current_database() AS d')).rows[0].d;
      const port = await freePort();
      child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: join(__dirname, '..'),
        env: {
          ...process.env,
          NODE_OPTIONS: '',
          DATABASE_URL: withDatabase(process.env.DATABASE_URL as string, name),
          PORT: String(port),
          HOST: '127.0.0.1',
          JWT_SECRET: TEST_JWT_SECRET,
          DATA_DIR: t.dataDir,
          SEED: '0',
          LOG_LEVEL: 'warn',
        },
        stdio: 'ignore',
      });
      const other = `http://127.0.0.1:${port}`;
      await waitForHealth(`${other}/api/health`);
      const viaHttp = async (c: Actor, start: string) => {
        const res = await fetch(`${other}/api/appointments/therapist/${therapist.id}/user/${c.id}`, {
          method: 'POST',
          headers: { ...bearer(c), 'content-type': 'application/json', 'x-language': 'en' },
          body: JSON.stringify({ therapist: therapist.id, client: c.id, clientEmail: c.email, completed: false, cancelled: false, startTime: start }),
        });
        return res.status;
      };

      const c = await newClient(t.app);
      await setCredits(t.db, c.id, 1);
      const codes = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          i % 2 ? viaHttp(c, slotAt(12, i % 20)) : book(t.app, c, therapist, slotAt(12, i % 20)).then((r) => r.statusCode),
        ),
      );
      expect(codes.filter((s) => s === 201)).toHaveLength(1);
      expect(await creditsOf(t.db, c.id)).toBe(0);

      const [a, b] = await twoClientsWithOneCredit();
      const start = slotAt(13, 4);
      const pair = await Promise.all([book(t.app, a, therapist, start).then((r) => r.statusCode), viaHttp(b, start)]);
      expect(pair.sort()).toEqual([201, 409]);
    },
    120000,
  );
});

/** Two new clients with one credit each: they race for the same slot. */
async function twoClientsWithOneCredit() {
  const clients = [await newClient(t.app), await newClient(t.app)];
  for (const c of clients) await setCredits(t.db, c.id, 1);
  return clients;
}
