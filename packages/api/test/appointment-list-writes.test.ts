/**
 * The appointment lists kept in memory (cache/appointment-lists.ts, migrations 014 and 016), write path by write path:
 * after each write, the next read of both people's lists shows it, on the instance that wrote and on another one
 * with its own memory (on PostgreSQL also its own pool), with a new ETag; what the lists do not show (a hold, a
 * purchase of credit) leaves them as they were. The token, role and ownership checks answer before any kept list.
 * The first cases (ETag/304, booking, cancellation request, confirmation, refund, rename, time) are in
 * appointment-list-cache.test.ts.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { markCardRefunded } from '../src/data/appointments';
import { openPostgres, type Db } from '../src/db';
import { withDatabase } from './db-template';
import { type Actor, bearer, createTestApp, newClient, newUser, replicaOf, TEST_JWT_SECRET, TEST_LIMITS, type TestApp } from './helpers';
import { HOUR, book, nthSlotAfter, openAllWeek, setCredits, slotAt } from './booking-helpers';

let t: TestApp;
/** Another API instance on the same database, with its own memory (and, on PostgreSQL, its own pool). */
let replica: FastifyInstance;
let replicaDb: Db | undefined;
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
  therapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
  admin = await newUser(t.app, t.db, ['ROLE_ADMIN']);
  await openAllWeek(t.db, therapist.id);
});
afterAll(async () => {
  await replica.close();
  await replicaDb?.close();
  await t.close();
});

type Res = Awaited<ReturnType<FastifyInstance['inject']>>;
type Item = { _id: string; calendlyAppointment: { startTime: string } | null } & Record<string, unknown>;

const list = (app: FastifyInstance, side: 'client' | 'therapist', of: Actor, as: Actor | string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/appointments/${side}/${of.id}`, headers: { ...bearer(as), 'x-language': 'es', ...headers } });
const entry = (res: Res, id: string): Item | undefined => (res.json() as Item[]).find((a) => a._id === id);
const post = (app: FastifyInstance, url: string, as: Actor, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: { ...bearer(as), 'x-language': 'es' }, payload });

/** A free built-in slot a few days ahead (cancellable in time), or under 24 hours ahead (`late`). */
const nextSlot = (late = false) => (late ? nthSlotAfter(2 * HOUR, slot++) : slotAt(5 + Math.floor(slot / 30), slot++ % 30));

/** Books a slot for `who` with the therapist; answers the appointment's id. */
async function booked(who: Actor, late = false): Promise<string> {
  await setCredits(t.db, who.id, 1);
  const res = await book(t.app, who, therapist, nextSlot(late));
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json()._id;
}

/** Both people's lists, read (and so kept) on both instances: their ETags, to send back after a write. */
type Seen = { app: FastifyInstance; side: 'client' | 'therapist'; of: Actor; etag: string };
async function readEverywhere(client: Actor): Promise<Seen[]> {
  const seen: Seen[] = [];
  for (const app of [t.app, replica]) {
    for (const [side, of] of [
      ['client', client],
      ['therapist', therapist],
    ] as const) {
      const res = await list(app, side, of, of);
      expect(res.statusCode).toBe(200);
      // kept: asked again, a 304
      expect((await list(app, side, of, of, { 'if-none-match': res.headers.etag as string })).statusCode).toBe(304);
      seen.push({ app, side, of, etag: res.headers.etag as string });
    }
  }
  return seen;
}

/** After a write: every list read before answers 200 with a new ETag, and `check` holds for each. */
async function expectChanged(seen: Seen[], check: (res: Res) => void): Promise<void> {
  for (const { app, side, of, etag } of seen) {
    const res = await list(app, side, of, of, { 'if-none-match': etag });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(etag);
    check(res);
  }
}

/** Nothing the lists show changed: every list read before still answers 304 with its ETag. */
async function expectUnchanged(seen: Seen[]): Promise<void> {
  for (const { app, side, of, etag } of seen) {
    const res = await list(app, side, of, of, { 'if-none-match': etag });
    expect(res.statusCode).toBe(304);
    expect(res.headers.etag).toBe(etag);
  }
}

describe('every write the appointment lists show, on the next read of either instance', () => {
  it('a hold and a purchase of credit leave the lists as they were; the held time booked once paid shows at once', async () => {
    const client = await newClient(t.app);
    await booked(client);
    const seen = await readEverywhere(client);
    const start = nextSlot();
    const hold = await post(t.app, '/api/appointments/holds', client, { therapist: therapist.id, startTime: start });
    expect(hold.statusCode).toBe(201);
    await setCredits(t.db, client.id, 1);
    await expectUnchanged(seen);
    const res = await book(replica, client, therapist, start);
    expect(res.statusCode).toBe(201);
    const id = res.json()._id as string;
    await expectChanged(seen, (r) => expect(entry(r, id)?.calendlyAppointment?.startTime).toBe(start));
  });

  it('a booking an admin makes for a client', async () => {
    const client = await newClient(t.app);
    await booked(client);
    const seen = await readEverywhere(client);
    await setCredits(t.db, client.id, 1);
    const start = nextSlot();
    const res = await post(t.app, '/api/admin/appointments', admin, {
      therapist: therapist.id,
      client: client.id,
      startTime: start,
      reason: 'by phone',
    });
    expect(res.statusCode).toBe(201);
    await expectChanged(seen, (r) => expect(entry(r, res.json()._id)?.calendlyAppointment?.startTime).toBe(start));
  });

  it('a reschedule, through either instance', async () => {
    const client = await newClient(t.app);
    const id = await booked(client);
    let seen = await readEverywhere(client);
    const first = nextSlot();
    const moved = await post(t.app, '/api/appointments/reschedule', client, { appointmentId: id, startTime: first });
    expect(moved.statusCode).toBe(200);
    await expectChanged(seen, (r) => expect(entry(r, id)?.calendlyAppointment?.startTime).toBe(first));

    seen = await readEverywhere(client);
    const second = nextSlot();
    const again = await post(replica, '/api/appointments/reschedule', client, { appointmentId: id, startTime: second });
    expect(again.statusCode).toBe(200);
    await expectChanged(seen, (r) => expect(entry(r, id)?.calendlyAppointment?.startTime).toBe(second));
  });

  it('a cancellation in time (the credit back at once), with the reason the client gave', async () => {
    const client = await newClient(t.app);
    const id = await booked(client);
    const seen = await readEverywhere(client);
    const res = await post(replica, '/api/appointments/request', client, { appointmentId: id, reason: 'Me mudo de ciudad' });
    expect(res.statusCode).toBe(200);
    await expectChanged(seen, (r) =>
      expect(entry(r, id)).toMatchObject({ requestCancellation: true, cancelled: true, cancellationReason: 'Me mudo de ciudad', jitsiLink: null }),
    );
  });

  it("a late cancellation's decisions: the therapist's confirmation, an admin's refusal of the refund, a refund to the card", async () => {
    const client = await newClient(t.app);
    const id = await booked(client, true);
    let seen = await readEverywhere(client);
    expect((await post(t.app, '/api/appointments/request', client, { appointmentId: id })).statusCode).toBe(200);
    await expectChanged(seen, (r) => expect(entry(r, id)).toMatchObject({ requestCancellation: true, cancelled: false, refundStatus: 'PENDING' }));

    seen = await readEverywhere(client);
    expect((await post(replica, '/api/appointments/accept', therapist, { appointmentId: id })).statusCode).toBe(200);
    await expectChanged(seen, (r) => expect(entry(r, id)).toMatchObject({ cancelled: true, refundStatus: 'PENDING' }));

    seen = await readEverywhere(client);
    const decline = await t.app.inject({ method: 'PUT', url: '/api/admin/decline', headers: bearer(admin), payload: { appointmentId: id } });
    expect(decline.statusCode).toBe(200);
    await expectChanged(seen, (r) => expect(entry(r, id)).toMatchObject({ cancelled: true, refundStatus: 'DECLINED' }));

    // a refund paid back to the card (the payment provider's path, here its data function)
    const other = await booked(client, true);
    expect((await post(t.app, '/api/appointments/request', client, { appointmentId: other })).statusCode).toBe(200);
    seen = await readEverywhere(client);
    await markCardRefunded(t.db, other);
    await expectChanged(seen, (r) => expect(entry(r, other)).toMatchObject({ cancelled: true, refundStatus: 'CARD_REFUNDED' }));
  });

  it("a therapist's rename through the API, and a change the lists do not show (the phone number) leaves them as they were", async () => {
    const client = await newClient(t.app);
    await booked(client);
    let seen = await readEverywhere(client);
    // the therapist's phone number is not in the lists
    await t.db.query(`UPDATE users SET phone_number = '+1 555 0199' WHERE id = $1`, [therapist.id]);
    await expectUnchanged(seen);
    seen = await readEverywhere(client);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${therapist.id}/profile`,
      headers: bearer(therapist),
      payload: { firstName: 'Inés', lastName: 'Paredes', email: therapist.email, phoneNumber: '+1 305 555 0142' },
    });
    expect(renamed.statusCode).toBe(200);
    await expectChanged(seen, (r) => {
      for (const a of r.json() as { therapist: { firstName: string; lastName: string } }[]) {
        expect(a.therapist).toMatchObject({ firstName: 'Inés', lastName: 'Paredes' });
      }
    });
  });

  it("a user's deletion: their sessions leave the other person's list, and their token gets a 401 with no ETag", async () => {
    const client = await newClient(t.app);
    const id = await booked(client);
    const seen = await readEverywhere(client);
    await t.db.query('DELETE FROM users WHERE id = $1', [client.id]);
    const therapistSeen = seen.filter((s) => s.side === 'therapist');
    await expectChanged(therapistSeen, (r) => expect(entry(r, id)).toBeUndefined());
    for (const { app, etag } of seen.filter((s) => s.side === 'client')) {
      const res = await list(app, 'client', client, client, { 'if-none-match': etag });
      expect(res.statusCode).toBe(401);
      expect(res.headers.etag).toBeUndefined();
    }
  });
});

describe('the checks before a kept list', () => {
  it('answers 401 without a valid token (none, malformed, another key, revoked), on both instances, with no ETag', async () => {
    const client = await newClient(t.app);
    await booked(client);
    const seen = await readEverywhere(client);
    const etag = seen[0].etag;
    const [head, body] = client.token.split('.');
    const forged = `${head}.${body}.${Buffer.from('not the signature').toString('base64url')}`;
    for (const app of [t.app, replica]) {
      for (const headers of [{ authorization: '' }, { authorization: 'Bearer nonsense' }, { authorization: `Bearer ${forged}` }]) {
        const res = await list(app, 'client', client, client, { ...headers, 'if-none-match': etag });
        expect(res.statusCode).toBe(401);
        expect(res.headers.etag).toBeUndefined();
        expect(res.body).not.toContain(therapist.id);
      }
    }
    // the token revoked (as a password change does), on the instance that kept the list and on the other
    await t.db.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [client.id]);
    for (const app of [t.app, replica]) {
      const res = await list(app, 'client', client, client, { 'if-none-match': etag });
      expect(res.statusCode).toBe(401);
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it("answers 403 to another client, another therapist and a client reading a therapist's list, whatever ETag they send", async () => {
    const client = await newClient(t.app);
    await booked(client);
    const seen = await readEverywhere(client);
    const stranger = await newClient(t.app);
    const otherTherapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
    for (const { app, side, of, etag } of seen) {
      for (const as of [stranger, otherTherapist, ...(side === 'therapist' ? [client] : [therapist])]) {
        for (const headers of [{} as Record<string, string>, { 'if-none-match': etag }, { 'if-none-match': '*' }]) {
          const res = await list(app, side, of, as, headers);
          expect(res.statusCode).toBe(403);
          expect(res.headers.etag).toBeUndefined();
          expect(res.body).not.toContain(of.id === client.id ? therapist.id : client.id);
        }
      }
    }
  });
});
