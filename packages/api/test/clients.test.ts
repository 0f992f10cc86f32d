/** Client preferences: read, create once (409 after), update; owner or admin only. */
import { type Actor, newCast, bearer, createTestApp, newUser, type TestApp } from './helpers';

let t: TestApp;
let owner: Actor;
let fresh: Actor;
let other: Actor;
let therapist: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, other, therapist, admin } = await newCast(t));
  // a client created without preferences (registration always creates them, so insert directly)
  fresh = await newUser(t.app, t.db, ['ROLE_CLIENT']);
});
afterAll(async () => {
  await t.close();
});

const req = (method: 'GET' | 'POST' | 'PUT', url: string, who: Actor | null, payload?: unknown, lang = 'en') =>
  t.app.inject({ method, url, payload: payload as object, headers: { ...(who ? bearer(who) : {}), 'x-language': lang } });
const prefs = {
  therapistCountryOfOrigin: 'Mexico',
  therapistGender: 'GENDER_FEMALE',
  therapistOrientation: true,
  therapistLGBTQ: true,
  specialties: ['ANXIETY', 'STRESS'],
};

describe('GET /api/clients/{id}', () => {
  it('returns the preferences saved at registration to the owner and an admin', async () => {
    for (const who of [owner, admin]) {
      const res = await req('GET', `/api/clients/${owner.id}`, who);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        user: owner.id,
        therapistGender: 'GENDER_FEMALE',
        therapistLGBTQ: true,
        therapistCountryOfOrigin: 'Mexico',
        therapyType: 'THERAPY_FOR_SELF',
        age: 'AGE_18_34',
        referral: 'REFERRAL_GOOGLE',
        specialties: [],
      });
      expect(typeof res.json()._id).toBe('string');
    }
  });

  it('answers 404 before preferences exist', async () => {
    expect((await req('GET', `/api/clients/${fresh.id}`, fresh)).statusCode).toBe(404);
  });

  it('authorizes: anonymous 401, another client 403, therapist 403; bad id 400 for admins', async () => {
    expect((await req('GET', `/api/clients/${owner.id}`, null)).statusCode).toBe(401);
    expect((await req('GET', `/api/clients/${owner.id}`, other)).statusCode).toBe(403);
    expect((await req('GET', `/api/clients/${owner.id}`, therapist)).statusCode).toBe(403);
    const bad = await req('GET', '/api/clients/abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ id: 'invalid identifier' });
  });
});

describe('POST /api/clients/{id}', () => {
  it('creates preferences once (201), then 409', async () => {
    const res = await req('POST', `/api/clients/${fresh.id}`, fresh, prefs);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ user: fresh.id, ...prefs, therapyType: null });
    expect((await req('GET', `/api/clients/${fresh.id}`, fresh)).json()._id).toBe(res.json()._id);
    const again = await req('POST', `/api/clients/${fresh.id}`, fresh, prefs);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('alreadyExists');
  });

  it('lets an admin create for a client, not for a therapist', async () => {
    const c = await newUser(t.app, t.db, ['ROLE_CLIENT']);
    expect((await req('POST', `/api/clients/${c.id}`, admin, prefs)).statusCode).toBe(201);
    expect((await req('POST', `/api/clients/${therapist.id}`, admin, prefs)).statusCode).toBe(404);
  });

  it('names invalid fields in both languages', async () => {
    const bad = { therapistCountryOfOrigin: 'Narnia', therapistGender: 'X', specialties: ['NOPE'], age: 'AGE_200' };
    const en = await req('POST', `/api/clients/${fresh.id}`, fresh, bad, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().fields).toMatchObject({
      therapistCountryOfOrigin: 'please choose a country from the list',
      therapistOrientation: 'please make a selection',
      therapistLGBTQ: 'please make a selection',
    });
    expect(Object.keys(en.json().fields)).toEqual(expect.arrayContaining(['therapistGender', 'specialties.0', 'age']));
    const es = await req('POST', `/api/clients/${fresh.id}`, fresh, bad, 'es');
    expect(es.json().fields.therapistLGBTQ).toBe('elige una opción');
  });

  it('authorizes: anonymous 401, another client 403, therapist 403', async () => {
    expect((await req('POST', `/api/clients/${owner.id}`, null, prefs)).statusCode).toBe(401);
    expect((await req('POST', `/api/clients/${owner.id}`, other, prefs)).statusCode).toBe(403);
    expect((await req('POST', `/api/clients/${owner.id}`, therapist, {})).statusCode).toBe(403);
  });
});

describe('PUT /api/clients/{id}', () => {
  it('updates the owner preferences and keeps registration answers not sent', async () => {
    const res = await req('PUT', `/api/clients/${owner.id}`, owner, { ...prefs, therapistGender: 'GENDER_NO_PREFERENCE' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...prefs, therapistGender: 'GENDER_NO_PREFERENCE', age: 'AGE_18_34' });
  });

  it('lets an admin update', async () => {
    const res = await req('PUT', `/api/clients/${owner.id}`, admin, { ...prefs, specialties: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().specialties).toEqual([]);
  });

  it('authorizes and validates', async () => {
    expect((await req('PUT', `/api/clients/${owner.id}`, null, prefs)).statusCode).toBe(401);
    expect((await req('PUT', `/api/clients/${owner.id}`, other, prefs)).statusCode).toBe(403);
    expect((await req('PUT', `/api/clients/${owner.id}`, therapist, prefs)).statusCode).toBe(403);
    const bad = await req('PUT', `/api/clients/${owner.id}`, owner, { ...prefs, therapistLGBTQ: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ therapistLGBTQ: 'please make a selection' });
  });
});
