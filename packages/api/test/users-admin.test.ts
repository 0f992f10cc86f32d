/** Users and admin routes: success, validation and authorization for every role. */
import { messages } from '@aliento/contracts/messages';
import { type Actor, newCast, PASSWORD, bearer, createTestApp, decode, login, newClient, newUser, uniqueEmail, type TestApp } from './helpers';

let t: TestApp;
let owner: Actor;
let other: Actor;
let therapist: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, other, therapist, admin } = await newCast(t));
});
afterAll(async () => {
  await t.close();
});

const req = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, who?: Actor | null, payload?: unknown, lang = 'en') =>
  t.app.inject({ method, url, payload: payload as object, headers: { ...(who ? bearer(who) : {}), 'x-language': lang } });

describe('GET /api/users/{id}', () => {
  it('lets the owner read themself, with no-store and a null therapist', async () => {
    const res = await req('GET', `/api/users/${owner.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ _id: owner.id, id: owner.id, email: owner.email, roles: ['ROLE_CLIENT'], therapist: null, approved: true });
  });

  it('includes the therapist sub-object for a therapist', async () => {
    const res = await req('GET', `/api/users/${therapist.id}`, therapist);
    expect(res.statusCode).toBe(200);
    expect(res.json().therapist).toMatchObject({ _id: therapist.id, user: therapist.id, approved: true, experience: 1, specialties: [] });
  });

  it('authorizes: anonymous 401, another client 403, therapist 403, admin 200', async () => {
    expect((await req('GET', `/api/users/${owner.id}`, null)).statusCode).toBe(401);
    expect((await req('GET', `/api/users/${owner.id}`, other)).statusCode).toBe(403);
    expect((await req('GET', `/api/users/${owner.id}`, therapist)).statusCode).toBe(403);
    expect((await req('GET', `/api/users/${owner.id}`, admin)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a non-uuid id (admin), never 500', async () => {
    const missing = await req('GET', '/api/users/00000000-0000-4000-8000-000000000000', admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found.');
    const bad = await req('GET', '/api/users/not-a-uuid', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ id: 'invalid identifier' });
    expect((await req('GET', '/api/users/not-a-uuid', owner)).statusCode).toBe(403);
  });
});

describe('PUT /api/users/{id}/profile', () => {
  const profile = (email: string) => ({ firstName: 'Rosa María', lastName: 'Díaz', email, phoneNumber: '+52 55 1234 5678' });

  it('updates the owner profile', async () => {
    const res = await req('PUT', `/api/users/${owner.id}/profile`, owner, profile(owner.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Rosa María', phoneNumber: '+52 55 1234 5678' });
  });

  it('validates fields in both languages', async () => {
    const bad = { firstName: '', lastName: '  ', email: 'nope', phoneNumber: '' };
    const en = await req('PUT', `/api/users/${owner.id}/profile`, owner, bad, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().fields).toEqual({ firstName: 'Required', lastName: 'Required', email: 'invalid email address', phoneNumber: 'Required' });
    const es = await req('PUT', `/api/users/${owner.id}/profile`, owner, bad, 'es');
    expect(es.json().fields).toEqual({
      firstName: messages.es.required,
      lastName: messages.es.required,
      email: messages.es.invalidEmail,
      phoneNumber: messages.es.required,
    });
  });

  it('authorizes and refuses a taken e-mail (409)', async () => {
    expect((await req('PUT', `/api/users/${owner.id}/profile`, null, profile(owner.email))).statusCode).toBe(401);
    expect((await req('PUT', `/api/users/${owner.id}/profile`, other, profile(other.email))).statusCode).toBe(403);
    expect((await req('PUT', `/api/users/${owner.id}/profile`, therapist, profile(owner.email))).statusCode).toBe(403);
    // a forbidden caller gets 403 even with an invalid body
    expect((await req('PUT', `/api/users/${owner.id}/profile`, other, {})).statusCode).toBe(403);
    expect((await req('PUT', `/api/users/${owner.id}/profile`, admin, profile(owner.email))).statusCode).toBe(200);
    const taken = await req('PUT', `/api/users/${owner.id}/profile`, owner, { ...profile(other.email.toUpperCase()), currentPassword: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ email: messages.en.emailInUse });
  });
});

describe('GET /api/admin/users', () => {
  it('lists users for admins, with search', async () => {
    const res = await req('GET', '/api/admin/users', admin);
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((u: { id: string }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([owner.id, other.id, therapist.id, admin.id]));
    const found = await req('GET', `/api/admin/users?search=${encodeURIComponent(other.email.toUpperCase())}`, admin);
    expect(found.json().map((u: { id: string }) => u.id)).toEqual([other.id]);
    expect((await req('GET', '/api/admin/users?search=%25_%5C', admin)).statusCode).toBe(200);
  });

  it('is for admins only', async () => {
    expect((await req('GET', '/api/admin/users', null)).statusCode).toBe(401);
    expect((await req('GET', '/api/admin/users', owner)).statusCode).toBe(403);
    expect((await req('GET', '/api/admin/users', therapist)).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/update-credentials', () => {
  it('updates names, e-mail, roles and password, and invalidates older tokens', async () => {
    const target = await newClient(t.app);
    const email = uniqueEmail('renamed');
    const res = await req('PUT', '/api/admin/update-credentials', admin, {
      _id: target.id,
      firstName: 'Nuevo',
      lastName: 'Nombre',
      email,
      phoneNumber: '+1 305 555 0111',
      newPassword: 'Admin-set-pass-1',
      confirmNewPassword: 'Admin-set-pass-1',
      roles: ['ROLE_CLIENT', 'ROLE_THERAPIST'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: target.id, email, roles: ['ROLE_CLIENT', 'ROLE_THERAPIST'], approved: false });
    expect((await req('GET', `/api/users/${target.id}`, target)).statusCode).toBe(401);
    const token = await login(t.app, email, 'Admin-set-pass-1');
    expect(decode(token)).toMatchObject({ roles: ['ROLE_CLIENT', 'ROLE_THERAPIST'], approved: false });
  });

  it('keeps the password when none is given; a role change alone also invalidates tokens', async () => {
    const target = await newClient(t.app);
    const base = { _id: target.id, firstName: 'A', lastName: 'B', email: target.email, newPassword: '', confirmNewPassword: '' };
    expect((await req('PUT', '/api/admin/update-credentials', admin, { ...base, roles: ['ROLE_CLIENT'] })).statusCode).toBe(200);
    expect((await req('GET', `/api/users/${target.id}`, target)).statusCode).toBe(200); // nothing security-relevant changed
    expect((await req('PUT', '/api/admin/update-credentials', admin, { ...base, roles: ['ROLE_CLIENT', 'ROLE_ADMIN'] })).statusCode).toBe(200);
    expect((await req('GET', `/api/users/${target.id}`, target)).statusCode).toBe(401);
    await login(t.app, target.email, PASSWORD);
  });

  it('validates: confirmation must match, roles required, ids are uuids; unknown user 404; taken e-mail 409', async () => {
    const bad = await req('PUT', '/api/admin/update-credentials', admin, {
      _id: 'x',
      firstName: '',
      lastName: 'B',
      email: 'bad',
      newPassword: 'Long-enough-1',
      confirmNewPassword: 'nope',
      roles: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      _id: 'invalid identifier',
      firstName: 'Required',
      email: 'invalid email address',
      roles: 'choose at least one role',
      confirmNewPassword: 'Must match initial password',
    });
    expect(
      (
        await req('PUT', '/api/admin/update-credentials', admin, {
          _id: owner.id,
          firstName: 'A',
          lastName: 'B',
          email: owner.email,
          roles: ['ROLE_KING'],
        })
      ).statusCode,
    ).toBe(400);
    const missing = await req('PUT', '/api/admin/update-credentials', admin, {
      _id: '00000000-0000-4000-8000-000000000000',
      firstName: 'A',
      lastName: 'B',
      email: uniqueEmail(),
      roles: ['ROLE_CLIENT'],
    });
    expect(missing.statusCode).toBe(404);
    const taken = await req('PUT', '/api/admin/update-credentials', admin, {
      _id: owner.id,
      firstName: 'A',
      lastName: 'B',
      email: other.email,
      roles: ['ROLE_CLIENT'],
    });
    expect(taken.statusCode).toBe(409);
  });

  it('does not let an admin remove their own admin role', async () => {
    const a2 = await newUser(t.app, t.db, ['ROLE_ADMIN']);
    const res = await req('PUT', '/api/admin/update-credentials', a2, {
      _id: a2.id,
      firstName: 'A',
      lastName: 'B',
      email: a2.email,
      roles: ['ROLE_CLIENT'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ roles: 'You cannot remove your own admin role.' });
  });

  it('is for admins only (403 before validation)', async () => {
    const body = { _id: owner.id, firstName: 'A', lastName: 'B', email: owner.email, roles: ['ROLE_ADMIN'] };
    expect((await req('PUT', '/api/admin/update-credentials', null, body)).statusCode).toBe(401);
    expect((await req('PUT', '/api/admin/update-credentials', owner, body)).statusCode).toBe(403);
    expect((await req('PUT', '/api/admin/update-credentials', therapist, {})).statusCode).toBe(403);
  });
});

describe('GET /api/admin/outbox', () => {
  it('shows the latest mails to admins, filtered by recipient', async () => {
    await req('POST', '/api/forgot-password', null, { email: owner.email });
    const res = await req('GET', `/api/admin/outbox?to=${encodeURIComponent(owner.email.toUpperCase())}&limit=5`, admin);
    expect(res.statusCode).toBe(200);
    const [latest] = res.json();
    expect(latest).toMatchObject({ to: owner.email, status: 'pending', sentAt: null });
    expect(latest.text).toMatch(/http:\/\/web\.test\/signin\?token=/);
    expect(typeof latest.createdAt).toBe('string');
    expect((await req('GET', '/api/admin/outbox?limit=abc', admin)).json().fields).toEqual({ limit: 'must be a number' });
  });

  it('is for admins only', async () => {
    expect((await req('GET', '/api/admin/outbox', null)).statusCode).toBe(401);
    expect((await req('GET', '/api/admin/outbox', owner)).statusCode).toBe(403);
    expect((await req('GET', '/api/admin/outbox', therapist)).statusCode).toBe(403);
  });
});
