/** Public forms: provider intake and contact are stored, mailed to the staff address and rate-limited. */
import { messages } from '@aliento/contracts/messages';
import { type Actor, TEST_LIMITS, bearer, createTestApp, newClient, type TestApp } from './helpers';

let t: TestApp;
let client: Actor;
const STAFF = 'staff@aliento.test';
beforeAll(async () => {
  t = await createTestApp({ staffEmail: STAFF });
  client = await newClient(t.app);
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, lang = 'en', who?: Actor) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { 'x-language': lang, ...(who ? bearer(who) : {}) } });
const staffMails = async (kind: string) =>
  (
    await t.db.query<{ subject: string; text_body: string; html_body: string }>(
      'SELECT subject, text_body, html_body FROM mail_outbox WHERE to_address = $1 AND kind = $2 ORDER BY created_at',
      [STAFF, kind],
    )
  ).rows;

const intake = (o: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  lastName: 'Suárez',
  email: 'ana@example.com',
  confirmEmail: 'ANA@example.com',
  phoneNumber: '+1 305 555 0100',
  whatsAppNumber: '+1 305 555 0101',
  nationality: 'Venezuela',
  gender: 'Female',
  yearsOfExperience: 5,
  areaOfSpecialty: 'Ansiedad y duelo',
  certifications: 'LMHC <b>Florida</b>',
  consent: true,
  individuals: true,
  couples: false,
  groups: true,
  ...o,
});
const contact = (o: Record<string, unknown> = {}) => ({
  firstName: 'Luis',
  lastName: 'Paz',
  email: 'luis@example.com',
  info: '¿Atienden parejas?',
  ...o,
});

describe('POST /api/intake', () => {
  it('stores the application and mails the staff (anonymous; escaped HTML)', async () => {
    const res = await post('/api/intake', intake(), 'es');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: messages.es.intakeSent });
    const row = await t.db.query<Record<string, unknown>>('SELECT * FROM intake_applications WHERE email = $1', ['ana@example.com']);
    expect(row.rows[0]).toMatchObject({
      first_name: 'Ana',
      years_of_experience: 5,
      gender: 'Female',
      groups_therapy: true,
      couples: false,
      nationality: 'Venezuela',
    });
    const [mail] = await staffMails('intake');
    expect(mail.subject).toBe('Solicitud de terapeuta: Ana Suárez');
    expect(mail.text_body).toContain('ana@example.com');
    expect(mail.text_body).toContain('Años de experiencia: 5');
    expect(mail.html_body).toContain('LMHC &lt;b&gt;Florida&lt;/b&gt;');
  });

  it('also accepts a signed-in caller and defaults the nationality', async () => {
    const { nationality: _n, ...rest } = intake({ email: 'b@example.com', confirmEmail: 'b@example.com' });
    const res = await post('/api/intake', rest, 'en', client);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('successfully sent provider intake information');
    const row = await t.db.query<{ nationality: string }>('SELECT nationality FROM intake_applications WHERE email = $1', ['b@example.com']);
    expect(row.rows[0].nationality).toBe('United States of America');
  });

  it("applies the spec's rules with field names", async () => {
    const res = await post(
      '/api/intake',
      intake({ confirmEmail: 'other@example.com', yearsOfExperience: 2, consent: false, areaOfSpecialty: ' ', certifications: '' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      confirmEmail: 'email addresses do not match',
      yearsOfExperience: 'must have at least 3 years of experience',
      consent: 'must accept terms of use and privacy policy',
      areaOfSpecialty: 'please enter information regarding area of specialty',
      certifications: 'please enter certifications or write "none"',
    });
    const missing = await post('/api/intake', {});
    expect(Object.keys(missing.json().fields)).toEqual(
      expect.arrayContaining([
        'firstName',
        'lastName',
        'email',
        'confirmEmail',
        'phoneNumber',
        'whatsAppNumber',
        'gender',
        'yearsOfExperience',
        'consent',
      ]),
    );
    expect(missing.json().fields.yearsOfExperience).toBe('must provide years of experience');
    const es = await post('/api/intake', intake({ yearsOfExperience: 1 }), 'es');
    expect(es.json().fields).toEqual({ yearsOfExperience: messages.es.minYears });
    expect(await staffMails('intake')).toHaveLength(2);
  });
});

describe('POST /api/contact', () => {
  it('stores the message and mails the staff', async () => {
    const res = await post('/api/contact', contact(), 'en');
    expect(res.statusCode).toBe(201);
    // the person is thanked for their message (not told that provider information was sent)
    expect(res.json()).toEqual({ message: 'Thank you for your message. We will reply within 24 business hours.' });
    const row = await t.db.query('SELECT * FROM contact_messages WHERE email = $1', ['luis@example.com']);
    expect(row.rows[0]).toMatchObject({ first_name: 'Luis', info: '¿Atienden parejas?', language: 'en' });
    const [mail] = await staffMails('contact');
    expect(mail.subject).toBe('Mensaje de contacto: Luis Paz');
    expect(mail.text_body).toContain('¿Atienden parejas?');
  });

  it('validates with field names (confirmEmail is not part of the request)', async () => {
    const res = await post('/api/contact', { firstName: '', lastName: 'Paz', email: 'nope', info: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ firstName: 'Required', email: 'invalid email address', info: 'please enter information regarding inquiry' });
    const es = await post('/api/contact', contact({ info: '' }), 'es');
    expect(es.json().fields).toEqual({ info: messages.es.inquiryRequired });
  });
});

describe('rate limits of the public forms', () => {
  it('answers 429 past RATE_LIMIT_FORMS_MAX per window, per form', async () => {
    const limited = await createTestApp({ rateLimit: { ...TEST_LIMITS, formsMax: 2 } });
    try {
      const send = (url: string, body: unknown) =>
        limited.app.inject({ method: 'POST', url, payload: body as object, headers: { 'x-language': 'en' } });
      expect((await send('/api/contact', contact())).statusCode).toBe(201);
      expect((await send('/api/contact', contact())).statusCode).toBe(201);
      const third = await send('/api/contact', contact());
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(messages.en.tooManyRequests);
      expect((await send('/api/intake', intake())).statusCode).toBe(201);
      expect((await send('/api/intake', intake())).statusCode).toBe(201);
      expect((await send('/api/intake', intake())).statusCode).toBe(429);
      const stored = await limited.db.query('SELECT 1 FROM contact_messages');
      expect(stored.rows).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });
});
