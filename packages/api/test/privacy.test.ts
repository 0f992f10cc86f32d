/** Privacy of answers: clients see public profiles only; an applicant's data stays hidden like their profile. */
import { type Actor, bearer, createTestApp, newClient, newUser, type TestApp } from './helpers';
import { book, openAllWeek, setCredits, slotAt } from './booking-helpers';

const PHONE = '+1 305 555 0142';
const WHATSAPP = '+52 55 5555 0177';

let t: TestApp;
let client: Actor;
let therapist: Actor;
let colleague: Actor;
let applicant: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  client = await newClient(t.app);
  therapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
  colleague = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
  applicant = await newUser(t.app, t.db, ['ROLE_THERAPIST'], { approved: false });
  admin = await newUser(t.app, t.db, ['ROLE_ADMIN']);
  for (const who of [therapist, applicant]) {
    await t.db.query('UPDATE users SET phone_number = $2 WHERE id = $1', [who.id, PHONE]);
    await t.db.query('UPDATE therapists SET whatsapp = $2 WHERE user_id = $1', [who.id, WHATSAPP]);
    await openAllWeek(t.db, who.id);
  }
  await setCredits(t.db, client.id, 1);
  await book(t.app, client, therapist, slotAt(3, 4));
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, who: Actor) => t.app.inject({ method: 'GET', url, headers: bearer(who) });

describe("a therapist's private phone and WhatsApp", () => {
  it('appear in no answer a client or another therapist can read', async () => {
    const urls = [
      '/api/therapists',
      '/api/therapists?approved=true',
      `/api/therapists/${therapist.id}`,
      `/api/therapists/${therapist.id}/availability`,
      `/api/profile-image/${therapist.id}`,
    ];
    for (const who of [client, colleague]) {
      for (const url of urls) {
        const res = await get(url, who);
        expect([url, res.statusCode]).toEqual([url, 200]);
        expect(res.body).not.toContain(WHATSAPP);
        expect(res.body).not.toContain(PHONE);
        expect(res.body).not.toMatch(/whatsapp|phone/i);
      }
    }
    const mine = await get(`/api/appointments/client/${client.id}`, client);
    expect(mine.json()).toHaveLength(1);
    expect(mine.body).not.toContain(PHONE);
    expect(mine.body).not.toContain(WHATSAPP);
  });

  it('stay visible to the therapist themself and to admins through their own routes', async () => {
    expect((await get(`/api/therapists/${therapist.id}`, therapist)).json().whatsapp).toBe(WHATSAPP);
    expect((await get(`/api/therapists/${therapist.id}`, admin)).json().whatsapp).toBe(WHATSAPP);
    const self = (await get(`/api/users/${therapist.id}`, therapist)).json();
    expect(self).toMatchObject({ phoneNumber: PHONE, therapist: { whatsapp: WHATSAPP } });
    expect((await get(`/api/users/${therapist.id}`, admin)).json().therapist.whatsapp).toBe(WHATSAPP);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/therapists/${therapist.id}`,
      headers: bearer(therapist),
      payload: { about: 'Hola' },
    });
    expect(saved.json().whatsapp).toBe(WHATSAPP);
    // the directory is public profiles for everyone, admins included
    expect((await get('/api/therapists', admin)).body).not.toContain(WHATSAPP);
  });
});

describe("an applicant's (unapproved therapist's) data", () => {
  it('is a 404 to clients and other therapists, like their profile', async () => {
    for (const who of [client, colleague]) {
      for (const url of [`/api/therapists/${applicant.id}`, `/api/therapists/${applicant.id}/availability`, `/api/profile-image/${applicant.id}`]) {
        const res = await get(url, who);
        expect([url, res.statusCode]).toEqual([url, 404]);
      }
      const slots = await get(
        `/api/therapists/${applicant.id}/slots?from=${encodeURIComponent(slotAt(2, 0))}&to=${encodeURIComponent(slotAt(3, 0))}`,
        who,
      );
      expect(slots.statusCode).toBe(404);
    }
  });

  it('is readable by admins', async () => {
    const res = await get(`/api/therapists/${applicant.id}/availability`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().weekly).toHaveLength(7);
    expect((await get(`/api/therapists/${applicant.id}`, admin)).json().whatsapp).toBe(WHATSAPP);
  });
});
