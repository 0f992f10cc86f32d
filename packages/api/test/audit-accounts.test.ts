/**
 * The audit trail of roles, approval, credentials and preferences: before and after for what changed, the actor
 * (the user themself, an admin, or an anonymous caller), and never a password, hash or reset token.
 */
import sharp from 'sharp';
import { saveProfileImage } from '../src/services/profile-images';
import { type Actor, bearer, createTestApp, newCast, newClient, newUser, PASSWORD, type TestApp } from './helpers';
import { auditTableText, entriesOf, historyOf, passwordHashOf } from './audit-helpers';

let t: TestApp;
let client: Actor;
let therapist: Actor;
let admin: Actor;
beforeAll(async () => {
  t = await createTestApp();
  ({ client, therapist, admin } = await newCast(t));
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'POST' | 'PUT', url: string, who: Actor | null, payload: object) =>
  t.app.inject({ method, url, headers: { ...(who ? bearer(who) : {}), 'x-language': 'en' }, payload });
const credentials = (who: Actor, over: Record<string, unknown> = {}) => ({
  _id: who.id,
  firstName: 'Test',
  lastName: 'User',
  email: who.email,
  phoneNumber: '+1 555 0100',
  roles: ['ROLE_CLIENT'],
  ...over,
});
const resetTokenOf = async (email: string) => {
  const r = await t.db.query<{ text_body: string }>(
    'SELECT text_body FROM mail_outbox WHERE lower(to_address) = lower($1) ORDER BY created_at DESC LIMIT 1',
    [email],
  );
  return decodeURIComponent(/signin\?token=([\w%-]+)/.exec(r.rows[0].text_body)?.[1] ?? '');
};

it("records an admin's role and credential changes with before and after, the new password only as changed", async () => {
  const user = await newUser(t.app, t.db, ['ROLE_CLIENT']);
  const newPassword = 'Fresh-secret-pass-42';
  const res = await send(
    'PUT',
    '/api/admin/update-credentials',
    admin,
    credentials(user, {
      firstName: 'Renamed',
      roles: ['ROLE_CLIENT', 'ROLE_ADMIN'],
      newPassword,
      confirmNewPassword: newPassword,
    }),
  );
  expect(res.statusCode).toBe(200);
  const [role] = await entriesOf(t, admin, user.id, 'role.changed');
  expect(role).toMatchObject({
    actor: { id: admin.id, role: 'ROLE_ADMIN' },
    subject: { id: user.id, firstName: 'Renamed' },
    changes: { roles: { before: ['ROLE_CLIENT'], after: ['ROLE_ADMIN', 'ROLE_CLIENT'] } },
  });
  const [creds] = await entriesOf(t, admin, user.id, 'credentials.updated');
  expect(creds.changes).toEqual({ firstName: { before: 'Test', after: 'Renamed' }, password: { redacted: true } });
  const table = await auditTableText(t);
  expect(table).not.toContain(newPassword);
  expect(table).not.toContain(await passwordHashOf(t, user.id));

  // the same values again change nothing and record nothing; a refused change (e-mail taken) records nothing either
  const before = (await historyOf(t, admin, user.id)).length;
  expect(
    (await send('PUT', '/api/admin/update-credentials', admin, credentials(user, { firstName: 'Renamed', roles: ['ROLE_ADMIN', 'ROLE_CLIENT'] })))
      .statusCode,
  ).toBe(200);
  expect((await send('PUT', '/api/admin/update-credentials', admin, credentials(user, { firstName: 'Other', email: client.email }))).statusCode).toBe(
    409,
  );
  expect((await historyOf(t, admin, user.id)).length).toBe(before);
});

it("records an applicant's approval and an admin's edit of the therapist profile", async () => {
  const applicant = await newUser(t.app, t.db, ['ROLE_THERAPIST'], { approved: false });
  const res = await send('PUT', '/api/admin/update-therapist', admin, { _id: applicant.id, approved: true, certifications: 'LMHC' });
  expect(res.statusCode).toBe(200);
  const [approval] = await entriesOf(t, admin, applicant.id, 'approval.changed');
  expect(approval).toMatchObject({ actor: { id: admin.id, role: 'ROLE_ADMIN' }, changes: { approved: { before: false, after: true } } });
  const [profile] = await entriesOf(t, admin, applicant.id, 'therapist_profile.updated');
  expect(profile.changes).toEqual({ certifications: { before: '', after: 'LMHC' } });
});

it('records reset links sent by an admin and by an anonymous visitor, and the reset itself, without the token', async () => {
  const user = await newClient(t.app);
  expect((await send('POST', '/api/forgot-password', admin, { email: user.email })).statusCode).toBe(200);
  expect((await send('POST', '/api/forgot-password', null, { email: user.email })).statusCode).toBe(200);
  const sent = await entriesOf(t, admin, user.id, 'password.reset_sent');
  expect(sent.map((e) => [e.actor.role, e.actor.id])).toEqual([
    ['ANONYMOUS', null],
    ['ROLE_ADMIN', admin.id],
  ]);

  const token = await resetTokenOf(user.email);
  const newPassword = 'Reset-secret-pass-77';
  expect((await send('POST', '/api/reset-password', null, { resetPasswordToken: token, password: newPassword })).statusCode).toBe(200);
  const [reset] = await entriesOf(t, admin, user.id, 'password.reset');
  expect(reset).toMatchObject({ actor: { id: user.id, role: 'ROLE_CLIENT' }, changes: { password: { redacted: true } } });
  const table = await auditTableText(t);
  for (const secret of [token, newPassword, PASSWORD, await passwordHashOf(t, user.id)]) expect(table).not.toContain(secret);
});

it("records a client's own preference and profile changes and an admin's, with the actor of each", async () => {
  const prefs = {
    therapistGender: 'GENDER_MALE',
    therapistOrientation: false,
    therapistLGBTQ: true,
    therapistCountryOfOrigin: 'Mexico',
    specialties: ['ANXIETY'],
  };
  expect((await send('PUT', `/api/clients/${client.id}`, client, prefs)).statusCode).toBe(200);
  expect((await send('PUT', '/api/admin/update-client', admin, { ...prefs, _id: client.id, specialties: ['ANXIETY', 'STRESS'] })).statusCode).toBe(
    200,
  );
  const [byAdmin, bySelf] = await entriesOf(t, admin, client.id, 'client_preferences.updated');
  expect(bySelf).toMatchObject({
    actor: { id: client.id, role: 'ROLE_CLIENT' },
    changes: { therapistGender: { before: 'GENDER_FEMALE', after: 'GENDER_MALE' } },
  });
  expect(bySelf.changes).toHaveProperty('specialties');
  expect(byAdmin).toMatchObject({
    actor: { id: admin.id, role: 'ROLE_ADMIN' },
    changes: { specialties: { before: ['ANXIETY'], after: ['ANXIETY', 'STRESS'] } },
  });

  const profile = { firstName: 'Test', lastName: 'User', email: client.email, phoneNumber: '+1 305 555 0111' };
  expect((await send('PUT', `/api/users/${client.id}/profile`, client, profile)).statusCode).toBe(200);
  const [updated] = await entriesOf(t, admin, client.id, 'profile.updated');
  expect(updated).toMatchObject({
    actor: { id: client.id },
    changes: { firstName: { before: 'Rosa', after: 'Test' }, phoneNumber: { before: '+1 305 555 0199', after: '+1 305 555 0111' } },
  });
});

it("records a therapist's profile, photo and availability changes; saving the same week again records nothing", async () => {
  expect((await send('PUT', `/api/therapists/${therapist.id}`, therapist, { experience: 7, about: 'Acompaño a adultos.' })).statusCode).toBe(200);
  const [profile] = await entriesOf(t, admin, therapist.id, 'therapist_profile.updated');
  expect(profile).toMatchObject({
    actor: { id: therapist.id, role: 'ROLE_THERAPIST' },
    changes: { experience: { before: 1, after: 7 }, aboutEn: { before: '', after: 'Acompaño a adultos.' } },
  });

  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  const { profileImage } = await saveProfileImage(t.app.ctx, { id: therapist.id, role: 'ROLE_THERAPIST' }, therapist.id, png);
  const [photo] = await entriesOf(t, admin, therapist.id, 'profile_image.updated');
  expect(photo.changes).toEqual({ profileImage: { before: null, after: profileImage } });

  const week = { timeZone: 'America/Bogota', weekly: [{ weekday: 1, start: '09:00', end: '12:00' }] };
  for (let i = 0; i < 2; i++) expect((await send('PUT', `/api/therapists/${therapist.id}/availability`, therapist, week)).statusCode).toBe(200);
  const saved = await entriesOf(t, admin, therapist.id, 'availability.updated');
  expect(saved).toHaveLength(1);
  expect(saved[0].changes).toEqual({ timeZone: { before: null, after: 'America/Bogota' }, weekly: { before: null, after: week.weekly } });
});
