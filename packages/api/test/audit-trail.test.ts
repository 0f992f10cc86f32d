/**
 * The audit trail itself: only admins read a user's history, page by page; nothing in the API writes to it, and
 * the database refuses every UPDATE, DELETE and TRUNCATE of it.
 */
import { randomUUID } from 'node:crypto';
import { recordAudit } from '../src/services/audit';
import { type Actor, bearer, createTestApp, newCast, type TestApp } from './helpers';
import { auditTableText } from './audit-helpers';
import { documentedOperations } from './openapi-operations';

let t: TestApp;
let client: Actor;
let therapist: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  ({ client, therapist, admin } = await newCast(t));
  // seven entries about the client, written as the services write them
  for (let i = 0; i < 7; i++) {
    await recordAudit(t.db, {
      actor: { id: admin.id, role: 'ROLE_ADMIN' },
      action: 'profile.updated',
      subjectId: client.id,
      changes: { phoneNumber: { before: `${i}`, after: `${i + 1}` } },
    });
  }
});
afterAll(async () => {
  await t.close();
});

const history = (who: Actor | null, userId: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/admin/users/${userId}/history${query}`, headers: { ...(who ? bearer(who) : {}), 'x-language': 'en' } });

it('is read by admins only: 401 without a token, 403 for a client or a therapist (even about themself)', async () => {
  expect((await history(null, client.id)).statusCode).toBe(401);
  expect((await history(client, client.id)).statusCode).toBe(403);
  expect((await history(therapist, client.id)).statusCode).toBe(403);
  const res = await history(admin, client.id);
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
});

it('validates: an unknown user is 404, a bad id, limit or cursor a 400 naming the field', async () => {
  expect((await history(admin, randomUUID())).statusCode).toBe(404);
  expect((await history(admin, 'nope')).json().fields).toEqual({ id: 'invalid identifier' });
  expect((await history(admin, client.id, '?limit=0')).json().fields).toHaveProperty('limit');
  expect((await history(admin, client.id, '?limit=500')).statusCode).toBe(400);
  expect((await history(admin, client.id, '?before=1;DROP')).json().fields).toEqual({ before: 'invalid value' });
});

it('pages newest first with a cursor until the last page', async () => {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await history(admin, client.id, `?limit=3${cursor ? `&before=${cursor}` : ''}`);
    const body = res.json() as {
      entries: Array<{ id: string; action: string; changes: { phoneNumber: { after: string } } | null }>;
      nextCursor: string | null;
    };
    seen.push(...body.entries.map((e) => e.changes?.phoneNumber.after ?? e.action));
    cursor = body.nextCursor;
    pages++;
  } while (cursor && pages < 10);
  // the client's verified mailbox gave the free first session before the seven changes: eight entries, three pages
  expect(pages).toBe(3);
  expect(seen).toEqual(['7', '6', '5', '4', '3', '2', '1', 'free_session.granted']);
});

it('cannot be changed through the API: the only route is a GET', async () => {
  const ops = await documentedOperations(t.app);
  expect(ops.filter((o) => /history|audit/.test(o.path)).map((o) => `${o.method} ${o.path}`)).toEqual(['GET /api/admin/users/{id}/history']);
  for (const method of ['PUT', 'POST', 'PATCH', 'DELETE'] as const) {
    const res = await t.app.inject({ method, url: `/api/admin/users/${client.id}/history`, headers: bearer(admin), payload: {} });
    expect([method, res.statusCode]).toEqual([method, 404]);
  }
});

it('cannot be changed in the database: UPDATE, DELETE and TRUNCATE are refused, the rows stay as written', async () => {
  const before = await auditTableText(t);
  expect(before).toContain(client.id);
  await expect(t.db.query(`UPDATE audit_events SET details = '{"x":1}'::jsonb`)).rejects.toThrow(/append-only/);
  await expect(t.db.query('DELETE FROM audit_events WHERE subject_id = $1', [client.id])).rejects.toThrow(/append-only/);
  await expect(t.db.exec('TRUNCATE audit_events')).rejects.toThrow(/append-only/);
  // inside a transaction too (a service cannot rewrite an entry it has just written)
  await expect(
    t.db.transaction(async (tx) => {
      await recordAudit(tx, { actor: 'system', action: 'refund.policy', subjectId: client.id });
      await tx.query(`UPDATE audit_events SET actor_role = 'ROLE_ADMIN' WHERE actor_role = 'SYSTEM'`);
    }),
  ).rejects.toThrow(/append-only/);
  expect(await auditTableText(t)).toBe(before);
});

it('keeps secrets out whoever writes: secret-named values are dropped, a secret change is only "changed"', async () => {
  await recordAudit(t.db, {
    actor: 'system',
    action: 'credentials.updated',
    subjectId: therapist.id,
    changes: { password: { before: 'old-secret-1', after: 'new-secret-2' }, email: { before: 'a@x.example', after: 'b@x.example' } },
    details: { resetToken: 'tok-secret-3', nested: { clientSecret: 'pi_secret-4', plan: 'PLAN_ONE' } },
  });
  const [entry] = (await history(admin, therapist.id)).json().entries;
  expect(entry.changes).toEqual({ password: { redacted: true }, email: { before: 'a@x.example', after: 'b@x.example' } });
  expect(entry.details).toEqual({ nested: { plan: 'PLAN_ONE' } });
  expect(await auditTableText(t)).not.toMatch(/secret-\d/);
});
