/** No input is a 500: control characters in any text field and broken multipart bodies answer 400 naming the field. */
import sharp from 'sharp';
import { type Actor, newCast, bearer, clientRegistration, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let client: Actor;
let therapist: Actor;
let admin: Actor;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  ({ client, therapist, admin } = await newCast(t));
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

const NOT_ALLOWED = 'contains characters that are not allowed';
const send = (method: 'GET' | 'POST' | 'PUT', url: string, who: Actor | null, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { ...(who ? bearer(who) : {}), 'x-language': 'en' } });
const q = encodeURIComponent;

describe('control characters', () => {
  const intake = {
    firstName: 'Ana',
    lastName: 'Suárez',
    email: 'ana@example.com',
    confirmEmail: 'ana@example.com',
    phoneNumber: '+1 305 555 0100',
    whatsAppNumber: '+1 305 555 0101',
    gender: 'Female',
    yearsOfExperience: 5,
    areaOfSpecialty: 'Ansiedad',
    certifications: 'LMHC',
    consent: true,
  };
  const contact = { firstName: 'Luis', lastName: 'Paz', email: 'luis@example.com', info: 'Hola' };
  const profile = { firstName: 'Rosa', lastName: 'Díaz', email: 'rosa.nul@example.com', phoneNumber: '+1 305 555 0199' };
  // each case puts a NUL (or another control character) into one field of a route the issue names
  const cases: [string, () => Promise<{ statusCode: number; json(): { fields?: Record<string, string> } }>, string][] = [
    ['contact', () => send('POST', '/api/contact', null, { ...contact, info: 'a\u0000b' }), 'info'],
    ['intake', () => send('POST', '/api/intake', null, { ...intake, areaOfSpecialty: 'x\u0000' }), 'areaOfSpecialty'],
    ['registration', () => send('POST', '/api/register', null, clientRegistration({ firstName: 'Ro\u0000sa' })), 'firstName'],
    [
      'registration password',
      () => send('POST', '/api/register', null, clientRegistration({ password: 'abc\u0000defgh', confirmPassword: 'abc\u0000defgh' })),
      'password',
    ],
    ['login', () => send('POST', '/api/login', null, { email: client.email, password: 'x\u0000' }), 'password'],
    ['profile', () => send('PUT', `/api/users/${client.id}/profile`, client, { ...profile, lastName: 'D\u0000' }), 'lastName'],
    ['therapist profile', () => send('PUT', `/api/therapists/${therapist.id}`, therapist, { about: 'Hola\u0000' }), 'about'],
    ['therapist link', () => send('PUT', `/api/therapists/${therapist.id}`, therapist, { facebook: 'fb\u001b[31m' }), 'facebook'],
    ['admin search', () => send('GET', `/api/admin/users?search=${q('ana\u0000')}`, admin), 'search'],
    ['outbox filter', () => send('GET', `/api/admin/outbox?to=${q('a\u0000@b.example')}`, admin), 'to'],
    ['article slug', () => send('GET', `/api/articles?${q('filters[slug][$eq]')}=${q('slug\u0000')}`, null), 'filters[slug][$eq]'],
    ['article locale', () => send('GET', `/api/articles?locale=${q('es\u0007')}`, null), 'locale'],
    ['payment intent id', () => send('POST', '/api/stripe/confirm-payment-intent', client, { paymentIntentId: 'pi_\u0000' }), 'paymentIntentId'],
    [
      'reset token',
      () => send('POST', '/api/reset-password', null, { resetPasswordToken: 'tok\u0000en', password: 'Correct-horse-8' }),
      'resetPasswordToken',
    ],
    [
      'time zone',
      () => send('GET', `/api/therapists/${therapist.id}/slots?from=2030-01-01T00:00:00Z&to=2030-01-02T00:00:00Z&timeZone=${q('UTC\u0000')}`, client),
      'timeZone',
    ],
    ['single-line newline', () => send('POST', '/api/contact', null, { ...contact, firstName: 'Luis\nPaz' }), 'firstName'],
    ['DEL', () => send('POST', '/api/contact', null, { ...contact, lastName: 'Paz\u007f' }), 'lastName'],
  ];
  it.each(cases)('%s: 400 naming the field', async (_name, run, field) => {
    const res = await run();
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.[field]).toBe(NOT_ALLOWED);
  });

  it('keeps line breaks and tabs in multi-line fields', async () => {
    expect((await send('POST', '/api/contact', null, { ...contact, info: 'Hola,\n\tnecesito ayuda.\n' })).statusCode).toBe(201);
    const res = await send('PUT', `/api/therapists/${therapist.id}`, therapist, { about: 'Primera línea\nSegunda línea' });
    expect(res.statusCode).toBe(200);
    expect(res.json().about).toBe('Primera línea\nSegunda línea');
  });

  it('answers in Spanish by default', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...contact, info: '\u0000' } });
    expect(res.json().fields).toEqual({ info: 'contiene caracteres no permitidos' });
  });
});

describe('multipart uploads that cannot be read', () => {
  const upload = (contentType: string, payload: Buffer | string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/profile-image',
      payload,
      headers: { ...bearer(therapist), 'content-type': contentType, 'x-language': 'en' },
    });
  const part = (boundary: string) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
    ]);

  it('without a boundary: 400 naming image', async () => {
    const res = await upload('multipart/form-data', part('x'));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ image: 'failed to upload image' });
  });

  it('with a truncated part: 400 naming image, and nothing stored', async () => {
    const res = await upload('multipart/form-data; boundary=abc', part('abc').subarray(0, 150));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ image: 'failed to upload image' });
    expect((await t.db.query('SELECT profile_image FROM therapists WHERE user_id = $1', [therapist.id])).rows[0]).toEqual({ profile_image: null });
  });

  it('with an empty body or garbage: 400 naming image', async () => {
    for (const body of ['', 'garbage', '--abc--\r\n']) {
      const res = await upload('multipart/form-data; boundary=abc', body);
      expect([body, res.statusCode, Object.keys(res.json().fields ?? {})]).toEqual([body, 400, ['image']]);
    }
  });

  it('a whole, valid upload still works', async () => {
    const complete = Buffer.concat([part('abc'), Buffer.from('\r\n--abc--\r\n')]);
    const res = await upload('multipart/form-data; boundary=abc', complete);
    expect(res.statusCode).toBe(201);
  });
});
