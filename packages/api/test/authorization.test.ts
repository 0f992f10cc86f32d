/**
 * One authorization table: every registered route (read from Fastify) x {anonymous, client A, client B, approved
 * therapist T, another therapist T2, unapproved therapist U, admin} with the expected status. A route registered
 * without a row fails the test with its name, so no route ships unchecked: add ONE line below for a new route.
 * Requests are valid for the owner (A, or T for therapist resources), so a 403/404 is the authorization's answer,
 * not a validation error; GET rows are checked for HEAD too.
 */
import { startSession } from '../src/services/sessions';
import { findUserById } from '../src/services/users';
import { createRouteWorld, ROLES, routeKeys, type RouteWorld } from './route-fixtures';

type Role = (typeof ROLES)[number];
/** A second session of the role's actor (for routes that end the session they are called with). */
async function ownSession(w: RouteWorld, role: Role): Promise<Record<string, string>> {
  if (role === 'anon') return {};
  const row = await findUserById(w.t.db, w.actors[role].id);
  return { authorization: `Bearer ${await startSession(w.t.app.ctx, row!)}` };
}

type Req = { url: string; payload?: unknown; headers?: Record<string, string> };
/** [route, expected status per role in ROLES order (anon, A, B, T, T2, U, admin), request for the role]. */
type Row = [route: string, expected: number[], request: (w: RouteWorld, role: Role) => Req | Promise<Req>];

// the usual shapes of a row's expectations, in ROLES order
const everyone = (s: number) => [s, s, s, s, s, s, s];
const signedIn = (s: number) => [401, s, s, s, s, 403, s]; // an applicant cannot use the dashboard's routes
const ownerA = (s: number, admin = s) => [401, s, 403, 403, 403, 403, admin];
const ownerT = (s: number, admin = s) => [401, 403, 403, s, 403, 403, admin];
const adminOnly = (s: number) => [401, 403, 403, 403, 403, 403, s];
const applicantHidden = (s: number) => [401, 404, 404, 404, 404, s, 200]; // a 404 like an unknown id

const card = { number: '4242424242424242', expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123' };
const preflight = { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' };
const multipart = (png: Buffer) => {
  const head = Buffer.from('--b0undary\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n');
  return {
    payload: Buffer.concat([head, png, Buffer.from('\r\n--b0undary--\r\n')]),
    headers: { 'content-type': 'multipart/form-data; boundary=b0undary' },
  };
};
const profile = (w: RouteWorld) => ({ firstName: 'Ana', lastName: 'García', email: w.actors.A.email, phoneNumber: '+1 305 555 0100' });
const prefs = { therapistCountryOfOrigin: 'Mexico', therapistGender: 'GENDER_FEMALE', therapistOrientation: false, therapistLGBTQ: true };
const week = { timeZone: 'UTC', weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '00:00', end: '23:15' })) };
let seq = 0;
const email = () => `auth.table.${Date.now()}.${++seq}@test.example`;
const range = () => `from=${encodeURIComponent(new Date().toISOString())}&to=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`;
const register = () => ({
  role: 'client',
  therapyType: 'THERAPY_FOR_SELF',
  age: 'AGE_18_34',
  referral: 'REFERRAL_GOOGLE',
  firstName: 'Eva',
  lastName: 'Ríos',
  email: email(),
  phoneNumber: '+1 305 555 0101',
  password: 'Correct-horse-8',
  confirmPassword: 'Correct-horse-8',
  therapistGender: 'GENDER_FEMALE',
  therapistLGBTQ: false,
  therapistOrientation: false,
  therapistCountryOfOrigin: 'Mexico',
});
const intake = () => ({
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
});

// prettier-ignore
const TABLE: Row[] = [
  // route                                                        anon  A    B    T    T2   U    admin
  ['OPTIONS *',                                                   everyone(204), () => ({ url: '/api/config', headers: preflight })],
  ['GET /uploads/images/:name',                                   everyone(404), () => ({ url: '/uploads/images/none.png' })],
  ['GET /api/docs',                                               everyone(200), () => ({ url: '/api/docs' })],
  ['GET /api/docs/static/index.html',                             everyone(302), () => ({ url: '/api/docs/static/index.html' })], // to /api/docs/
  ['GET /api/docs/static/swagger-initializer.js',                 everyone(200), () => ({ url: '/api/docs/static/swagger-initializer.js' })],
  ['GET /api/docs/json',                                          everyone(200), () => ({ url: '/api/docs/json' })],
  ['GET /api/docs/yaml',                                          everyone(200), () => ({ url: '/api/docs/yaml' })],
  ['GET /api/docs/static/*',                                      everyone(200), () => ({ url: '/api/docs/static/swagger-ui.css' })],
  ['GET /api/config',                                             everyone(200), () => ({ url: '/api/config' })],
  ['GET /api/health',                                             everyone(200), () => ({ url: '/api/health' })],
  ['GET /api/health/live',                                        everyone(200), () => ({ url: '/api/health/live' })],
  ['GET /api/health/ready',                                       everyone(200), () => ({ url: '/api/health/ready' })],
  ['POST /api/login',                                             everyone(200), (w) => ({ url: '/api/login', payload: { email: w.victim.email, password: 'Correct-horse-8' } })],
  ['POST /api/register',                                          everyone(201), () => ({ url: '/api/register', payload: register() })],
  ['POST /api/forgot-password',                                   everyone(200), (w) => ({ url: '/api/forgot-password', payload: { email: w.victim.email } })],
  ['POST /api/reset-password',                                    everyone(200), async (w) => ({ url: '/api/reset-password', payload: { resetPasswordToken: await w.resetToken(), password: 'Correct-horse-8' } })],
  ['POST /api/logout',                                            [401, 200, 200, 200, 200, 200, 200], async (w, role) => ({ url: '/api/logout', headers: await ownSession(w, role) })], // an applicant holds a session too
  ['POST /api/session/renew',                                     signedIn(200), () => ({ url: '/api/session/renew' })],
  ['POST /api/verify-email',                                      everyone(400), () => ({ url: '/api/verify-email', payload: { token: 'not-a-real-link-0123456789' } })],
  ['POST /api/verify-email/resend',                               signedIn(200), () => ({ url: '/api/verify-email/resend' })],
  ['PUT /api/users/:id/password',                                 [401, 200, 403, 403, 403, 403, 403], (w) => ({ url: `/api/users/${w.actors.A.id}/password`, payload: { currentPassword: 'Correct-horse-8', newPassword: 'Correct-horse-8' } })],
  ['GET /api/users/:id',                                          ownerA(200), (w) => ({ url: `/api/users/${w.actors.A.id}` })],
  ['GET /api/users/:id',                                          [401, 403, 403, 403, 403, 200, 200], (w) => ({ url: `/api/users/${w.actors.U.id}` })],
  ['PUT /api/users/:id/profile',                                  ownerA(200), (w) => ({ url: `/api/users/${w.actors.A.id}/profile`, payload: profile(w) })],
  ['GET /api/admin/users',                                        adminOnly(200), () => ({ url: '/api/admin/users?search=a' })],
  ['PUT /api/admin/update-credentials',                           adminOnly(200), (w) => ({ url: '/api/admin/update-credentials', payload: { _id: w.victim.id, firstName: 'V', lastName: 'W', email: w.victim.email, roles: ['ROLE_CLIENT'] } })],
  ['GET /api/admin/outbox',                                       adminOnly(200), () => ({ url: '/api/admin/outbox?limit=5' })],
  ['GET /api/admin/users/:id/history',                            adminOnly(200), (w) => ({ url: `/api/admin/users/${w.actors.A.id}/history` })],
  ['GET /api/admin/mail',                                         adminOnly(200), () => ({ url: '/api/admin/mail?status=all' })],
  ['POST /api/admin/mail/:id/resend',                             adminOnly(404), () => ({ url: '/api/admin/mail/00000000-0000-4000-8000-000000000000/resend' })], // an unknown mail: the role is checked first
  ['GET /api/therapists',                                         signedIn(200), () => ({ url: '/api/therapists?approved=true' })],
  ['GET /api/therapists/:id',                                     [401, 200, 200, 200, 200, 200, 200], (w) => ({ url: `/api/therapists/${w.actors.T.id}` })],
  ['GET /api/therapists/:id',                                     applicantHidden(200), (w) => ({ url: `/api/therapists/${w.actors.U.id}` })],
  ['PUT /api/therapists/:id',                                     ownerT(200), (w) => ({ url: `/api/therapists/${w.actors.T.id}`, payload: { about: 'Hola' } })],
  ['GET /api/clients/:id',                                        ownerA(200), (w) => ({ url: `/api/clients/${w.actors.A.id}` })],
  ['POST /api/clients/:id',                                       ownerA(409), (w) => ({ url: `/api/clients/${w.actors.A.id}`, payload: prefs })],
  ['PUT /api/clients/:id',                                        ownerA(200), (w) => ({ url: `/api/clients/${w.actors.A.id}`, payload: prefs })],
  ['GET /api/favorites/user/:userId',                             ownerA(200, 403), (w) => ({ url: `/api/favorites/user/${w.actors.A.id}` })],
  ['POST /api/favorites/user/:userId',                            ownerA(200, 403), (w) => ({ url: `/api/favorites/user/${w.actors.A.id}`, payload: { therapistUser: w.actors.T.id } })],
  ['DELETE /api/favorites/user/:userId/therapist/:therapistId',   ownerA(200, 403), (w) => ({ url: `/api/favorites/user/${w.actors.A.id}/therapist/${w.actors.T.id}` })],
  ['POST /api/profile-image',                                     [401, 403, 403, 201, 201, 403, 403], (w) => ({ url: '/api/profile-image', ...multipart(w.png) })],
  ['GET /api/profile-image/:id',                                  [401, 200, 200, 200, 200, 200, 200], (w) => ({ url: `/api/profile-image/${w.actors.T.id}` })],
  ['GET /api/profile-image/:id',                                  applicantHidden(200), (w) => ({ url: `/api/profile-image/${w.actors.U.id}` })],
  ['POST /api/intake',                                            everyone(201), () => ({ url: '/api/intake', payload: intake() })],
  ['POST /api/contact',                                           everyone(201), () => ({ url: '/api/contact', payload: { firstName: 'L', lastName: 'P', email: 'l@example.com', info: 'Hola' } })],
  ['GET /api/articles',                                           everyone(200), () => ({ url: '/api/articles?populate=image' })],
  ['GET /uploads/articles/:name',                                 everyone(404), () => ({ url: '/uploads/articles/none.png' })],
  ['PUT /api/admin/update-therapist',                             adminOnly(200), (w) => ({ url: '/api/admin/update-therapist', payload: { _id: w.spareTherapist.id, about: 'x' } })],
  ['PUT /api/admin/update-client',                                adminOnly(200), (w) => ({ url: '/api/admin/update-client', payload: { _id: w.actors.A.id, ...prefs } })],
  ['GET /api/subscriptions/client/:clientId',                     ownerA(200), (w) => ({ url: `/api/subscriptions/client/${w.actors.A.id}` })],
  ['POST /api/stripe/create-payment-intent',                      [401, 201, 201, 403, 403, 403, 403], () => ({ url: '/api/stripe/create-payment-intent', payload: { plan: 'PLAN_ONE' } })],
  ['POST /api/stripe/confirm-payment-intent',                     ownerA(201, 403), async (w) => ({ url: '/api/stripe/confirm-payment-intent', payload: { paymentIntentId: await w.intent(), card } })],
  ['GET /api/stripe/payment-intents/:id',                         ownerA(200, 403), async (w) => ({ url: `/api/stripe/payment-intents/${await w.intent()}` })],
  ['GET /api/payments/receipts/mine',                              [401, 200, 200, 403, 403, 403, 403], () => ({ url: '/api/payments/receipts/mine' })], // each client's own
  ['GET /api/admin/payment-adjustments',                          adminOnly(200), () => ({ url: '/api/admin/payment-adjustments' })],
  ['GET /api/appointments/:id/video',                             [401, 409, 403, 409, 403, 403, 403], async (w) => ({ url: `/api/appointments/${await w.appointment('early')}/video` })], // only its two people; days ahead: not open yet
  ['POST /api/stripe/webhook',                                    everyone(404), () => ({ url: '/api/stripe/webhook', payload: '{}', headers: { 'content-type': 'application/json' } })],
  ['GET /api/therapists/:id/availability',                        signedIn(200), (w) => ({ url: `/api/therapists/${w.actors.T.id}/availability` })],
  ['GET /api/therapists/:id/availability',                        [401, 404, 404, 404, 404, 403, 200], (w) => ({ url: `/api/therapists/${w.actors.U.id}/availability` })],
  ['PUT /api/therapists/:id/availability',                        ownerT(200), (w) => ({ url: `/api/therapists/${w.actors.T.id}/availability`, payload: week })],
  ['GET /api/therapists/:id/slots',                               signedIn(200), (w) => ({ url: `/api/therapists/${w.actors.T.id}/slots?${range()}` })],
  ['POST /api/appointments/therapist/:therapistUserId/user/:clientId', ownerA(201, 403), (w) => ({ url: `/api/appointments/therapist/${w.actors.T.id}/user/${w.actors.A.id}`, payload: { therapist: w.actors.T.id, client: w.actors.A.id, startTime: w.earlySlot() } })],
  ['POST /api/admin/appointments',                                adminOnly(201), (w) => ({ url: '/api/admin/appointments', payload: { therapist: w.actors.T.id, client: w.actors.A.id, startTime: w.earlySlot(), reason: 'by phone' } })],
  ['GET /api/appointments/client/:id',                            ownerA(200), (w) => ({ url: `/api/appointments/client/${w.actors.A.id}` })],
  ['GET /api/appointments/therapist/:id',                         ownerT(200), (w) => ({ url: `/api/appointments/therapist/${w.actors.T.id}` })],
  ['POST /api/appointments/request',                              ownerA(200, 403), async (w) => ({ url: '/api/appointments/request', payload: { appointmentId: await w.appointment('early') } })],
  ['POST /api/appointments/reschedule',                           ownerA(200, 403), async (w) => ({ url: '/api/appointments/reschedule', payload: { appointmentId: await w.appointment('early'), startTime: w.earlySlot() } })],
  ['POST /api/appointments/holds',                                [401, 201, 201, 403, 403, 403, 403], (w) => ({ url: '/api/appointments/holds', payload: { therapist: w.actors.T.id, startTime: w.earlySlot() } })],
  ['GET /api/appointments/holds/mine',                            [401, 200, 200, 403, 403, 403, 403], () => ({ url: '/api/appointments/holds/mine' })],
  ['DELETE /api/appointments/holds/:id',                          [401, 200, 404, 403, 403, 403, 403], async (w) => ({ url: `/api/appointments/holds/${await w.hold()}` })], // A's hold
  ['POST /api/appointments/accept',                               ownerT(200, 403), async (w) => ({ url: '/api/appointments/accept', payload: { appointmentId: await w.appointment('pending') } })],
  ['GET /api/admin/cancellation-requests',                        adminOnly(200), () => ({ url: '/api/admin/cancellation-requests' })],
  ['PUT /api/admin/refund',                                       adminOnly(200), async (w) => ({ url: '/api/admin/refund', payload: { appointmentId: await w.appointment('pending') } })],
  ['PUT /api/admin/decline',                                      adminOnly(200), async (w) => ({ url: '/api/admin/decline', payload: { appointmentId: await w.appointment('pending') } })],
  // Calendly (issue 27): with the embedded default the connection routes are not found and the webhook has no key
  ['GET /api/therapists/:id/booking',                             signedIn(200), (w) => ({ url: `/api/therapists/${w.actors.T.id}/booking` })],
  ['GET /api/therapists/:id/booking',                             [401, 404, 404, 404, 404, 403, 200], (w) => ({ url: `/api/therapists/${w.actors.U.id}/booking` })],
  ['POST /api/calendly/connect',                                  [401, 403, 403, 404, 404, 403, 403], () => ({ url: '/api/calendly/connect' })],
  ['POST /api/calendly/connect/finish',                           [401, 403, 403, 404, 404, 403, 403], () => ({ url: '/api/calendly/connect/finish', payload: { state: 's', code: 'c' } })],
  ['GET /api/calendly/connection',                                [401, 403, 403, 404, 404, 403, 403], () => ({ url: '/api/calendly/connection' })],
  ['DELETE /api/calendly/connection',                             [401, 403, 403, 404, 404, 403, 403], () => ({ url: '/api/calendly/connection' })],
  ['POST /api/calendly/webhook',                                  everyone(404), () => ({ url: '/api/calendly/webhook', payload: '{}', headers: { 'content-type': 'application/json' } })],
];

let w: RouteWorld;
beforeAll(async () => {
  w = await createRouteWorld();
});
afterAll(async () => {
  await w.close();
});

it('has exactly one set of rows per registered route (a route without a row fails here)', () => {
  const registered = routeKeys(w.routes);
  const rows = new Set(TABLE.map(([route]) => route));
  expect({ withoutRow: registered.filter((r) => !rows.has(r)), rowWithoutRoute: [...rows].filter((r) => !registered.includes(r)) }).toEqual({
    withoutRow: [],
    rowWithoutRoute: [],
  });
});

it('answers every route x role as the table says', async () => {
  const mismatches: string[] = [];
  let checked = 0;
  for (const [route, expected, build] of TABLE) {
    const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'OPTIONS';
    for (const [i, role] of ROLES.entries()) {
      const req = await build(w, role);
      const methods = method === 'GET' ? (['GET', 'HEAD'] as const) : [method];
      for (const m of methods) {
        const res = await w.t.app.inject({
          method: m,
          url: req.url,
          payload: req.payload as string,
          headers: { 'x-language': 'en', ...w.headers(role), ...req.headers },
        });
        checked++;
        if (res.statusCode !== expected[i])
          mismatches.push(`${m} ${req.url} as ${role}: ${res.statusCode}, expected ${expected[i]} ${res.body.slice(0, 120)}`);
      }
    }
  }
  console.info(
    `authorization table: ${TABLE.length} rows over ${new Set(TABLE.map(([r]) => r)).size} routes x ${ROLES.length} roles, ${checked} requests (GET also as HEAD)`,
  );
  expect(mismatches).toEqual([]);
});
