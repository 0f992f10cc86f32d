/** Favourites: a map keyed by therapist id; adding twice is harmless; owner only (admins included). */
import { type Actor, newCast, bearer, createTestApp, newUser, type TestApp } from './helpers';

let t: TestApp;
let owner: Actor;
let other: Actor;
let therapist: Actor;
let colleague: Actor;
let applicant: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  ({ client: owner, other, therapist, admin } = await newCast(t));
  colleague = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
  applicant = await newUser(t.app, t.db, ['ROLE_THERAPIST'], { approved: false });
});
afterAll(async () => {
  await t.close();
});

const base = (a: Actor) => `/api/favorites/user/${a.id}`;
const req = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Actor | null, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { ...(who ? bearer(who) : {}), 'x-language': 'en' } });

describe('favourites', () => {
  it('starts empty', async () => {
    const res = await req('GET', base(owner), owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
  });

  it('adds (twice is harmless) and answers the map keyed by therapist id', async () => {
    const first = await req('POST', base(owner), owner, { therapistUser: therapist.id });
    expect(first.statusCode).toBe(200);
    const fav = first.json()[therapist.id];
    expect(fav).toMatchObject({ therapist: therapist.id });
    expect(typeof fav._id).toBe('string');
    expect(new Date(fav.createdAt).toString()).not.toBe('Invalid Date');
    const second = await req('POST', base(owner), owner, { therapistUser: therapist.id });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ [therapist.id]: fav });
    await req('POST', base(owner), owner, { therapistUser: colleague.id });
    const all = await req('GET', base(owner), owner);
    expect(Object.keys(all.json()).sort()).toEqual([therapist.id, colleague.id].sort());
    // another user's map is separate
    expect((await req('GET', base(other), other)).json()).toEqual({});
  });

  it('refuses unknown or unapproved therapists (404) and names invalid fields', async () => {
    expect((await req('POST', base(owner), owner, { therapistUser: applicant.id })).statusCode).toBe(404);
    expect((await req('POST', base(owner), owner, { therapistUser: owner.id })).statusCode).toBe(404);
    const bad = await req('POST', base(owner), owner, { therapistUser: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ therapistUser: 'invalid identifier' });
    const missing = await req('POST', base(owner), owner, {});
    expect(missing.json().fields).toHaveProperty('therapistUser');
    const badDelete = await req('DELETE', `${base(owner)}/therapist/xyz`, owner);
    expect(badDelete.statusCode).toBe(400);
    expect(badDelete.json().fields).toEqual({ therapistId: 'invalid identifier' });
  });

  it('removes (removing again is harmless)', async () => {
    const res = await req('DELETE', `${base(owner)}/therapist/${colleague.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual([therapist.id]);
    const again = await req('DELETE', `${base(owner)}/therapist/${colleague.id}`, owner);
    expect(again.statusCode).toBe(200);
    expect(Object.keys(again.json())).toEqual([therapist.id]);
  });

  it('authorizes: owner only (anonymous 401; another client, therapist and admin 403)', async () => {
    for (const [method, url, body] of [
      ['GET', base(owner), undefined],
      ['POST', base(owner), { therapistUser: colleague.id }],
      ['DELETE', `${base(owner)}/therapist/${therapist.id}`, undefined],
    ] as const) {
      expect((await req(method, url, null, body)).statusCode).toBe(401);
      for (const who of [other, therapist, admin]) expect((await req(method, url, who, body)).statusCode).toBe(403);
    }
    expect(Object.keys((await req('GET', base(owner), owner)).json())).toEqual([therapist.id]);
  });

  it('lets a therapist keep their own favourites too', async () => {
    const res = await req('POST', base(therapist), therapist, { therapistUser: colleague.id });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual([colleague.id]);
  });
});
