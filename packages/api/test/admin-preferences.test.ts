/** Admin preference updates: therapist profile and approval, client preferences (ROLE_ADMIN only). */
import { type Actor, bearer, createTestApp, decode, login, newClient, newUser, type TestApp } from './helpers';

let t: TestApp;
let client: Actor;
let therapist: Actor;
let applicant: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  client = await newClient(t.app);
  therapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
  applicant = await newUser(t.app, t.db, ['ROLE_THERAPIST'], { approved: false });
  admin = await newUser(t.app, t.db, ['ROLE_ADMIN']);
});
afterAll(async () => {
  await t.close();
});

const put = (url: string, who: Actor | null, payload: unknown, lang = 'en') =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers: { ...(who ? bearer(who) : {}), 'x-language': lang } });
const directory = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/therapists?approved=true', headers: bearer(client) })).json().map((p: { _id: string }) => p._id);

describe('PUT /api/admin/update-therapist', () => {
  it('approves an applicant: directory, next login approved: true, one mail', async () => {
    expect(decode(await login(t.app, applicant.email)).approved).toBe(false);
    expect(await directory()).not.toContain(applicant.id);
    const res = await put('/api/admin/update-therapist', admin, { _id: applicant.id, approved: true, specialties: ['GRIEF_LOSS_COPING'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: applicant.id, approved: true, specialties: ['GRIEF_LOSS_COPING'] });
    expect(await directory()).toContain(applicant.id);
    const token = await login(t.app, applicant.email);
    expect(decode(token).approved).toBe(true);
    const row = await t.db.query<{ approved_by: string; approved_at: Date | null }>(
      'SELECT approved_by, approved_at FROM therapists WHERE user_id = $1',
      [applicant.id],
    );
    expect(row.rows[0].approved_by).toBe(admin.id);
    expect(row.rows[0].approved_at).not.toBeNull();
    // approving again does not mail again
    await put('/api/admin/update-therapist', admin, { _id: applicant.id, approved: true });
    const mails = await t.db.query('SELECT 1 FROM mail_outbox WHERE to_address = $1 AND kind = $2', [applicant.email, 'therapist-approved']);
    expect(mails.rows).toHaveLength(1);
  });

  it('suspends a therapist: out of the directory and refused at once', async () => {
    const res = await put('/api/admin/update-therapist', admin, { _id: applicant.id, approved: false });
    expect(res.json().approved).toBe(false);
    expect(await directory()).not.toContain(applicant.id);
    const token = await login(t.app, applicant.email);
    const blocked = await t.app.inject({ method: 'GET', url: '/api/therapists', headers: bearer(token) });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('accountUnderReview');
  });

  it('updates profile fields (about in the request language)', async () => {
    const res = await put('/api/admin/update-therapist', admin, { _id: therapist.id, about: 'Sobre mí', calendly: 'x', experience: 12 }, 'es');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ aboutI18n: { es: 'Sobre mí', en: '' }, calendly: 'x', experience: 12, approved: true });
  });

  it('validates with field names and answers 404 for a non-therapist', async () => {
    const bad = await put('/api/admin/update-therapist', admin, { approved: 'yes', experience: 200 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['_id', 'approved', 'experience']);
    expect((await put('/api/admin/update-therapist', admin, { _id: client.id, approved: true })).statusCode).toBe(404);
  });

  it('authorizes: anonymous 401, client 403, therapist 403 (even approving themself)', async () => {
    expect((await put('/api/admin/update-therapist', null, { _id: therapist.id })).statusCode).toBe(401);
    expect((await put('/api/admin/update-therapist', client, { _id: therapist.id })).statusCode).toBe(403);
    expect((await put('/api/admin/update-therapist', therapist, { _id: therapist.id, approved: true })).statusCode).toBe(403);
    expect((await put('/api/admin/update-therapist', therapist, { bad: 1 })).statusCode).toBe(403);
  });
});

describe('PUT /api/admin/update-client', () => {
  const prefs = {
    therapistCountryOfOrigin: 'Peru',
    therapistGender: 'GENDER_MALE',
    therapistOrientation: true,
    therapistLGBTQ: false,
    specialties: ['DEPRESSION'],
  };

  it("updates a client's preferences", async () => {
    const res = await put('/api/admin/update-client', admin, { _id: client.id, ...prefs });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: client.id, ...prefs, therapyType: 'THERAPY_FOR_SELF' });
    const own = await t.app.inject({ method: 'GET', url: `/api/clients/${client.id}`, headers: bearer(client) });
    expect(own.json()).toMatchObject(prefs);
  });

  it('validates with field names and answers 404 for a non-client', async () => {
    const bad = await put('/api/admin/update-client', admin, { _id: 'x', therapistGender: 'GENDER_ANY', therapistCountryOfOrigin: 'Atlantis' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      '_id',
      'therapistCountryOfOrigin',
      'therapistGender',
      'therapistLGBTQ',
      'therapistOrientation',
    ]);
    expect((await put('/api/admin/update-client', admin, { _id: therapist.id, ...prefs })).statusCode).toBe(404);
  });

  it('authorizes: anonymous 401, the client themself 403, therapist 403', async () => {
    expect((await put('/api/admin/update-client', null, { _id: client.id, ...prefs })).statusCode).toBe(401);
    expect((await put('/api/admin/update-client', client, { _id: client.id, ...prefs })).statusCode).toBe(403);
    expect((await put('/api/admin/update-client', therapist, { _id: client.id, ...prefs })).statusCode).toBe(403);
  });
});
