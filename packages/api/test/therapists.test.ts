/** Therapist directory and profiles: approved-only listing, reads and updates by the therapist or an admin. */
import { type Actor, newCast, bearer, createTestApp, login, newUser, PASSWORD, type TestApp } from './helpers';

let t: TestApp;
let client: Actor;
let other: Actor;
let therapist: Actor;
let colleague: Actor;
let applicant: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  ({ client, other, therapist, admin } = await newCast(t));
  colleague = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
  applicant = await newUser(t.app, t.db, ['ROLE_THERAPIST'], { approved: false });
});
afterAll(async () => {
  await t.close();
});

const req = (method: 'GET' | 'PUT', url: string, who?: Actor | null, payload?: unknown, lang = 'en') =>
  t.app.inject({ method, url, payload: payload as object, headers: { ...(who ? bearer(who) : {}), 'x-language': lang } });
const ids = (body: { _id: string }[]) => body.map((p) => p._id);

describe('GET /api/therapists', () => {
  it('lists approved therapists only, with the card fields, in one answer', async () => {
    const res = await req('GET', '/api/therapists?approved=true', client);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(ids(list)).toEqual(expect.arrayContaining([therapist.id, colleague.id]));
    expect(ids(list)).not.toContain(applicant.id);
    expect(list.every((p: { approved: boolean }) => p.approved)).toBe(true);
    expect(list.find((p: { _id: string }) => p._id === therapist.id)).toMatchObject({
      user: therapist.id,
      firstName: 'Test',
      lastName: 'User',
      specialties: [],
      experience: 1,
      profileImage: null,
      calendly: '',
      facebook: '',
      linkedin: '',
      aboutI18n: { es: '', en: '' },
    });
  });

  it('never shows unapproved therapists to non-admins, whatever the query', async () => {
    for (const url of ['/api/therapists', '/api/therapists?approved=true']) {
      for (const who of [client, therapist]) {
        const res = await req('GET', url, who);
        expect(res.statusCode).toBe(200);
        expect(ids(res.json())).not.toContain(applicant.id);
      }
    }
    expect((await req('GET', '/api/therapists?approved=false', client)).statusCode).toBe(403);
    expect((await req('GET', '/api/therapists?approved=false', therapist)).statusCode).toBe(403);
  });

  it('drops a therapist whose therapist role was removed', async () => {
    const former = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
    expect(ids((await req('GET', '/api/therapists?approved=true', client)).json())).toContain(former.id);
    await t.db.query(`UPDATE users SET roles = ARRAY['ROLE_CLIENT'] WHERE id = $1`, [former.id]);
    expect(ids((await req('GET', '/api/therapists?approved=true', client)).json())).not.toContain(former.id);
  });

  it('lets an admin list unapproved applicants or everyone', async () => {
    const pending = await req('GET', '/api/therapists?approved=false', admin);
    expect(pending.statusCode).toBe(200);
    expect(ids(pending.json())).toEqual([applicant.id]);
    const all = ids((await req('GET', '/api/therapists', admin)).json());
    expect(all).toEqual(expect.arrayContaining([therapist.id, applicant.id]));
  });

  it('validates the query and authorizes: anonymous 401, unapproved therapist 403', async () => {
    const bad = await req('GET', '/api/therapists?approved=maybe', client);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ approved: 'invalid value' });
    expect((await req('GET', '/api/therapists?approved=true', null)).statusCode).toBe(401);
    expect((await req('GET', '/api/therapists?approved=true', applicant)).statusCode).toBe(403);
  });
});

describe('GET /api/therapists/{id}', () => {
  it('shows an approved therapist to any signed-in user', async () => {
    for (const who of [client, colleague, therapist, admin]) {
      const res = await req('GET', `/api/therapists/${therapist.id}`, who);
      expect(res.statusCode).toBe(200);
      expect(res.json()._id).toBe(therapist.id);
    }
    expect((await req('GET', `/api/therapists/${therapist.id}`, null)).statusCode).toBe(401);
  });

  it('shows an unapproved therapist only to themself and admins (404 to others)', async () => {
    expect((await req('GET', `/api/therapists/${applicant.id}`, applicant)).statusCode).toBe(200);
    expect((await req('GET', `/api/therapists/${applicant.id}`, admin)).json().approved).toBe(false);
    expect((await req('GET', `/api/therapists/${applicant.id}`, client)).statusCode).toBe(404);
    expect((await req('GET', `/api/therapists/${applicant.id}`, therapist)).statusCode).toBe(404);
  });

  it('answers 404 for a non-therapist and 400 for a bad id', async () => {
    expect((await req('GET', `/api/therapists/${client.id}`, admin)).statusCode).toBe(404);
    const bad = await req('GET', '/api/therapists/../../etc', admin);
    expect([400, 404]).toContain(bad.statusCode);
    const bad2 = await req('GET', '/api/therapists/nope', admin);
    expect(bad2.statusCode).toBe(400);
    expect(bad2.json().fields).toEqual({ id: 'invalid identifier' });
  });
});

describe('PUT /api/therapists/{id}', () => {
  const body = {
    calendly: 'valentina-rojas',
    facebook: 'https://facebook.com/vr',
    linkedin: 'https://linkedin.com/in/vr',
    therapistGender: 'GENDER_FEMALE',
    therapistLGBTQ: true,
    therapistOrientation: false,
    therapistCountryOfOrigin: 'Colombia',
    specialties: ['ANXIETY', 'STRESS', 'ANXIETY'],
    certifications: 'LMHC',
    about: 'Acompaño procesos de ansiedad.',
    experience: 9,
  };

  it('lets the therapist update their profile; about is stored in the request language', async () => {
    const res = await req('PUT', `/api/therapists/${therapist.id}`, therapist, body, 'es');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      calendly: 'valentina-rojas',
      therapistGender: 'GENDER_FEMALE',
      therapistLGBTQ: true,
      therapistCountryOfOrigin: 'Colombia',
      specialties: ['ANXIETY', 'STRESS'],
      experience: 9,
      about: 'Acompaño procesos de ansiedad.',
      aboutI18n: { es: 'Acompaño procesos de ansiedad.', en: '' },
    });
    const en = await req('PUT', `/api/therapists/${therapist.id}`, therapist, { about: 'I support people with anxiety.' }, 'en');
    expect(en.json()).toMatchObject({ about: 'I support people with anxiety.', calendly: 'valentina-rojas', experience: 9 });
    expect(en.json().aboutI18n).toEqual({ es: 'Acompaño procesos de ansiedad.', en: 'I support people with anxiety.' });
    const list = (await req('GET', '/api/therapists?approved=true', client, undefined, 'es')).json();
    expect(list.find((p: { _id: string }) => p._id === therapist.id).about).toBe('Acompaño procesos de ansiedad.');
  });

  it('lets an admin update any therapist, and answers 404 for a non-therapist', async () => {
    const res = await req('PUT', `/api/therapists/${colleague.id}`, admin, { experience: 4 });
    expect(res.statusCode).toBe(200);
    expect(res.json().experience).toBe(4);
    expect((await req('PUT', `/api/therapists/${client.id}`, admin, { experience: 4 })).statusCode).toBe(404);
  });

  it('authorizes: anonymous 401, a client 403, another therapist 403, the applicant 403', async () => {
    expect((await req('PUT', `/api/therapists/${therapist.id}`, null, body)).statusCode).toBe(401);
    expect((await req('PUT', `/api/therapists/${therapist.id}`, client, body)).statusCode).toBe(403);
    expect((await req('PUT', `/api/therapists/${therapist.id}`, other, { experience: 'x' })).statusCode).toBe(403);
    expect((await req('PUT', `/api/therapists/${therapist.id}`, colleague, body)).statusCode).toBe(403);
    expect((await req('PUT', `/api/therapists/${applicant.id}`, applicant, body)).statusCode).toBe(403);
  });

  it('names invalid fields', async () => {
    const res = await req('PUT', `/api/therapists/${therapist.id}`, therapist, {
      experience: -1,
      therapistGender: 'GENDER_OTHER',
      specialties: ['NOPE'],
      therapistCountryOfOrigin: 'Atlantis',
      therapistLGBTQ: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(
      ['experience', 'specialties.0', 'therapistCountryOfOrigin', 'therapistGender', 'therapistLGBTQ'].sort(),
    );
    expect(res.json().fields.therapistGender).toBe('please make a selection');
  });

  it('keeps the login working for the updated therapist', async () => {
    expect(typeof (await login(t.app, therapist.email, PASSWORD))).toBe('string');
  });
});
