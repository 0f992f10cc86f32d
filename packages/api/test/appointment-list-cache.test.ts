/**
 * The appointment lists kept in memory (cache/appointment-lists.ts, migration 014): ETag/304, codings, each write
 * seen on the next read (booking, cancellation, refund, rename, also through another API instance), the ownership
 * check before anything is served, the admin's own view, the time a session ends, and the bounds.
 */
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { AppointmentListCache, type ListSource } from '../src/cache/appointment-lists';
import { openPostgres, type Db } from '../src/db';
import { withDatabase } from './db-template';
import { type Actor, bearer, createTestApp, newClient, newUser, replicaOf, TEST_JWT_SECRET, TEST_LIMITS, type TestApp } from './helpers';
import { HOUR, book, nthSlotAfter, openAllWeek, setCredits, slotAt } from './booking-helpers';

let t: TestApp;
/** Another API instance on the same database, with its own memory (and, on PostgreSQL, its own pool). */
let replica: FastifyInstance;
let replicaDb: Db | undefined;
let client: Actor;
let other: Actor;
let therapist: Actor;
let admin: Actor;
let slot = 0;
beforeAll(async () => {
  t = await createTestApp();
  if (process.env.DATABASE_URL) {
    const name = (await t.db.query<{ d: string }>('SELECT current_database() AS d')).rows[0].d;
    replicaDb = await openPostgres(withDatabase(process.env.DATABASE_URL, name));
    replica = await buildApp({
      db: replicaDb,
      migrate: false,
      logger: false,
      config: { dataDir: t.dataDir, jwtSecret: TEST_JWT_SECRET, publicWebUrl: 'http://web.test', rateLimit: TEST_LIMITS },
    });
    await replica.ready();
  } else {
    replica = await replicaOf(t);
  }
  client = await newClient(t.app);
  other = await newClient(t.app);
  therapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
  admin = await newUser(t.app, t.db, ['ROLE_ADMIN']);
  await openAllWeek(t.db, therapist.id);
});
afterAll(async () => {
  await replica.close();
  await replicaDb?.close();
  await t.close();
});

type List = Array<
  { _id: string; client: { firstName: string; email?: string }; therapist: { lastName: string; email?: string } } & Record<string, unknown>
>;

const list = (app: FastifyInstance, side: 'client' | 'therapist', of: Actor, as: Actor, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/appointments/${side}/${of.id}`, headers: { ...bearer(as), 'x-language': 'es', ...headers } });
const mine = (app: FastifyInstance = t.app, headers: Record<string, string> = {}) => list(app, 'client', client, client, headers);
const theirs = (app: FastifyInstance = t.app, headers: Record<string, string> = {}) => list(app, 'therapist', therapist, therapist, headers);
const entry = (res: { json: () => List }, id: string) => res.json().find((a) => a._id === id);

/** Books a slot for `who` with the therapist (late: under 24 hours ahead, so a cancellation waits for the admin). */
async function booked(who: Actor, late = false): Promise<string> {
  await setCredits(t.db, who.id, 1);
  const res = await book(t.app, who, therapist, late ? nthSlotAfter(2 * HOUR, slot++) : slotAt(5 + Math.floor(slot / 30), slot++ % 30));
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json()._id;
}

describe('the appointment lists kept in memory', () => {
  it('answers a repeated request with 304 and the same ETag while nothing changed, private and revalidated', async () => {
    await booked(client);
    const first = await mine();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toEqual(expect.stringContaining('Authorization'));
    expect(first.headers.vary).toEqual(expect.stringContaining('Accept-Encoding'));
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"apt-c-\d+\.\d+-es"$/);
    const again = await mine(t.app, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const therapists = await theirs();
    expect(therapists.headers.etag).toMatch(/^"apt-t-\d+\.\d+-es"$/);
    expect((await theirs(t.app, { 'if-none-match': therapists.headers.etag as string })).statusCode).toBe(304);
  });

  it('sends brotli to a browser, the same content, and one set of bytes per language', async () => {
    const plain = await mine();
    const br = await mine(t.app, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(br.headers.etag).toBe(plain.headers.etag);
    const en = await mine(t.app, { 'x-language': 'en' });
    expect(en.headers.etag).toMatch(/-en"$/);
    expect(en.json()[0].calendlyAppointment.name).not.toBe(plain.json()[0].calendlyAppointment.name);
  });

  it("shows a booking at once in both people's lists, with new ETags; another client's booking leaves them as they were", async () => {
    const before = await mine();
    const therapistBefore = await theirs();
    const id = await booked(client);
    const after = await mine(t.app, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(entry(after, id)).toBeDefined();
    const therapistAfter = await theirs(t.app, { 'if-none-match': therapistBefore.headers.etag as string });
    expect(therapistAfter.statusCode).toBe(200);
    expect(entry(therapistAfter, id)).toBeDefined();

    // one client's booking is not another's: their list is still current (no rebuild, same ETag)
    const etag = after.headers.etag as string;
    await booked(other);
    expect((await mine(t.app, { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('shows a cancellation request, its confirmation and an admin refund on the next read', async () => {
    const id = await booked(client, true);
    expect(entry(await mine(), id)).toMatchObject({ requestCancellation: false, cancelled: false });
    const request = await t.app.inject({ method: 'POST', url: '/api/appointments/request', headers: bearer(client), payload: { appointmentId: id } });
    expect(request.statusCode).toBe(200);
    expect(entry(await mine(), id)).toMatchObject({ requestCancellation: true, cancelled: false, refundStatus: 'PENDING' });
    expect(entry(await theirs(), id)).toMatchObject({ requestCancellation: true, refundStatus: 'PENDING' });
    // the reason the client gave shows as soon as it changes, even written without the API
    await t.db.query(`UPDATE appointments SET cancellation_reason = 'Un viaje de trabajo' WHERE id = $1`, [id]);
    expect(entry(await theirs(), id)).toMatchObject({ cancellationReason: 'Un viaje de trabajo' });
    const refund = await t.app.inject({ method: 'PUT', url: '/api/admin/refund', headers: bearer(admin), payload: { appointmentId: id } });
    expect(refund.statusCode).toBe(200);
    expect(entry(await mine(), id)).toMatchObject({ cancelled: true, refundStatus: 'REFUNDED', jitsiLink: null });

    const late = await booked(client, true);
    await t.app.inject({ method: 'POST', url: '/api/appointments/request', headers: bearer(client), payload: { appointmentId: late } });
    expect(entry(await theirs(), late)).toMatchObject({ cancelled: false });
    const accept = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/accept',
      headers: bearer(therapist),
      payload: { appointmentId: late },
    });
    expect(accept.statusCode).toBe(200);
    expect(entry(await theirs(), late)).toMatchObject({ cancelled: true });
    expect(entry(await mine(), late)).toMatchObject({ cancelled: true });
  });

  it("follows a rename through the API and one made directly in the database, in the other person's list too", async () => {
    await mine();
    await theirs();
    const profile = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${client.id}/profile`,
      headers: bearer(client),
      payload: { firstName: 'Renata', lastName: 'Díaz', email: client.email, phoneNumber: '+1 305 555 0199' },
    });
    expect(profile.statusCode).toBe(200);
    expect((await mine()).json()[0].client.firstName).toBe('Renata');
    expect((await theirs()).json().filter((a: List[number]) => a.client.firstName === 'Renata').length).toBeGreaterThan(0);
    await t.db.query(`UPDATE users SET last_name = 'Sosa' WHERE id = $1`, [therapist.id]);
    expect((await mine()).json()[0].therapist.lastName).toBe('Sosa');
  });

  it("refuses another user's list with 403 whatever the request carries: no ETag, no 304", async () => {
    const own = await mine();
    const etag = own.headers.etag as string;
    for (const res of [await list(t.app, 'client', client, other), await list(t.app, 'client', client, other, { 'if-none-match': etag })]) {
      expect(res.statusCode).toBe(403);
      expect(res.headers.etag).toBeUndefined();
    }
    const asTherapist = await list(t.app, 'therapist', therapist, client, { 'if-none-match': '*' });
    expect(asTherapist.statusCode).toBe(403);
    expect((await list(t.app, 'client', client, client, { authorization: '' })).statusCode).toBe(401);
  });

  it("gives an admin their own view (e-mails), never the person's bytes or ETag", async () => {
    const own = await mine();
    const asAdmin = await list(t.app, 'client', client, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.headers.etag).toMatch(/^"apt-ca-/);
    expect(asAdmin.json()[0].therapist.email).toBe(therapist.email);
    expect(own.json()[0].therapist.email).toBeUndefined();
    expect((await list(t.app, 'client', client, admin, { 'if-none-match': own.headers.etag as string })).statusCode).toBe(200);
    expect((await list(t.app, 'client', client, admin, { 'if-none-match': asAdmin.headers.etag as string })).statusCode).toBe(304);
    expect((await mine()).json()[0].therapist.email).toBeUndefined();
  });

  it('shows a write made through one instance on the next read of another, with a new ETag', async () => {
    const before = await mine(replica);
    const therapistBefore = await theirs(replica);
    expect((await mine(replica, { 'if-none-match': before.headers.etag as string })).statusCode).toBe(304);
    const id = await booked(client);
    const after = await mine(replica, { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(entry(after, id)).toBeDefined();
    expect(entry(await theirs(replica, { 'if-none-match': therapistBefore.headers.etag as string }), id)).toBeDefined();
    // and back: a cancellation through the replica, seen by the first instance
    const cancel = await replica.inject({
      method: 'POST',
      url: '/api/appointments/request',
      headers: bearer(client),
      payload: { appointmentId: id },
    });
    expect(cancel.statusCode).toBe(200);
    expect(entry(await mine(), id)).toMatchObject({ requestCancellation: true, cancelled: true });
    // the same bytes on both get the same ETag
    expect((await mine(replica)).headers.etag).toBe((await mine()).headers.etag);
  });

  it('shows a session as completed once it has ended, with no write in between', async () => {
    const c = await newClient(t.app);
    const end = Date.now() + 1500;
    const r = await t.db.query<{ id: string }>(
      `INSERT INTO appointments (therapist_id, client_id, client_email, source, name, start_time, end_time, room)
       VALUES ($1, $2, $3, 'builtin', NULL, $4, $5, 'aliento-cache-test-room') RETURNING id`,
      [therapist.id, c.id, c.email, new Date(end - 45 * 60_000), new Date(end)],
    );
    const during = await list(t.app, 'client', c, c);
    expect(entry(during, r.rows[0].id)).toMatchObject({ completed: false });
    await new Promise((resolve) => setTimeout(resolve, end - Date.now() + 50));
    const afterwards = await list(t.app, 'client', c, c, { 'if-none-match': during.headers.etag as string });
    expect(afterwards.statusCode).toBe(200);
    expect(afterwards.headers.etag).not.toBe(during.headers.etag);
    expect(entry(afterwards, r.rows[0].id)).toMatchObject({ completed: true });
  });

  it('builds a list once after a change, however many requests arrive together', async () => {
    const reads: string[] = [];
    const original = t.db.query.bind(t.db);
    const spy = jest.spyOn(t.db, 'query').mockImplementation(((sql: string, params?: unknown[]) => {
      if (sql.includes('ORDER BY a.start_time ASC NULLS LAST')) reads.push(sql);
      return original(sql, params);
    }) as typeof t.db.query);
    try {
      await t.db.query(`UPDATE users SET first_name = 'Serena' WHERE id = $1`, [client.id]);
      reads.length = 0;
      const answers = await Promise.all(Array.from({ length: 20 }, () => mine()));
      expect(answers.every((res) => res.statusCode === 200)).toBe(true);
      expect(new Set(answers.map((res) => res.headers.etag)).size).toBe(1);
      expect(answers[0].json()[0].client.firstName).toBe('Serena');
      expect(reads).toHaveLength(1);
      // nothing changed since: no list read, and no version look-up either
      reads.length = 0;
      await Promise.all(Array.from({ length: 5 }, () => mine()));
      expect(reads).toHaveLength(0);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('AppointmentListCache bounds', () => {
  const snapshot = (v: string) => Promise.resolve(new Map([['appointments', v]]));
  const source = (version = '1', changesAt = Infinity): ListSource & { builds: number } => {
    const s = {
      builds: 0,
      version: async () => version,
      list: async () => {
        s.builds++;
        return { list: [{ n: s.builds }] as never[], ended: 0, changesAt };
      },
    };
    return s;
  };
  const view = (userId: string) => ({ side: 'client' as const, userId, lang: 'es' as const, admin: false });

  it('keeps at most the given number of lists, dropping the least recently used', async () => {
    const cache = new AppointmentListCache(2);
    const a = source();
    const b = source();
    const c = source();
    await cache.get(view('a'), snapshot('1'), a);
    await cache.get(view('b'), snapshot('1'), b);
    await cache.get(view('a'), snapshot('1'), a); // a is now the most recently used
    await cache.get(view('c'), snapshot('1'), c);
    expect(cache.stats().entries).toBe(2);
    await cache.get(view('a'), snapshot('1'), a);
    await cache.get(view('b'), snapshot('1'), b);
    expect([a.builds, b.builds]).toEqual([1, 2]);
  });

  it('keeps at most the given number of bytes', async () => {
    const cache = new AppointmentListCache(100, 100);
    for (const id of ['a', 'b', 'c', 'd']) await cache.get(view(id), snapshot('1'), source());
    await new Promise((resolve) => setImmediate(resolve));
    expect(cache.stats().bytes).toBeLessThanOrEqual(100);
    expect(cache.stats().entries).toBeLessThan(4);
  });

  it('rebuilds when the time the list changes has come, and when the user version moved', async () => {
    const cache = new AppointmentListCache();
    const soon = source('1', Date.now() + 30);
    await cache.get(view('a'), snapshot('1'), soon);
    await cache.get(view('a'), snapshot('1'), soon);
    expect(soon.builds).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 40));
    await cache.get(view('a'), snapshot('1'), soon);
    expect(soon.builds).toBe(2);

    const s = source('1');
    await cache.get(view('b'), snapshot('1'), s);
    await cache.get(view('b'), snapshot('2'), s); // something changed somewhere, not this user's list
    expect(s.builds).toBe(1);
    const moved = { ...s, version: async () => '2', list: s.list };
    await cache.get(view('b'), snapshot('3'), moved);
    expect(s.builds).toBe(2);
  });
});
