/**
 * Therapists who connect their own Calendly account (OAuth with PKCE) against the stand-in: connect from settings,
 * tokens stored only encrypted, bookings verified with the therapist's own token, refresh when it expires (single-use
 * refresh tokens), a revoked grant ending the connection, disconnect revoking the tokens, and the start-up checks.
 */
import type { Config } from '../src/config';
import { createCalendly } from '../src/scheduling/calendly';
import { TokenCipher, parseEncryptionKey } from '../src/scheduling/calendly/token-cipher';
import type { ServiceContext } from '../src/services/context';
import { CalendlyStandIn, type StandInUser } from './calendly-stand-in';
import { ENCRYPTION_KEY, bookEvent, calendlyApp } from './calendly-helpers';
import { DAY, creditsOf, setCredits } from './booking-helpers';
import { type Actor, bearer, newClient, newUser, type TestApp } from './helpers';

let cal: CalendlyStandIn;
let t: TestApp;
let client: Actor;
let therapist: Actor;
let marta: StandInUser;
let n = 0;
const ahead = () => new Date(Math.ceil(Date.now() / DAY) * DAY + 3 * DAY + n++ * 3_600_000);

beforeAll(async () => {
  cal = await new CalendlyStandIn().start();
  // Marta has her own Calendly account, outside any organization Aliento holds a token for
  marta = cal.addUser('marta-vega', { member: false });
  t = await calendlyApp(cal, { orgToken: false, oauth: true }, { calendlyWebhookUrl: 'https://api.aliento.test/api/calendly/webhook' });
  client = await newClient(t.app);
  therapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
});
afterAll(async () => {
  await t.close();
  await cal.stop();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: Actor, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who), ...(payload ? { payload } : {}) });

/** Settings' Connect button, Calendly's consent page, and the settings page handing back code and state. */
async function connect(who: Actor, user: StandInUser) {
  const start = await call('POST', '/api/calendly/connect', who);
  expect(start.statusCode).toBe(200);
  const answer = cal.consent(start.json().url, user);
  return call('POST', '/api/calendly/connect/finish', who, { code: answer.code, state: answer.state });
}
const connection = async (id: string) =>
  (await t.db.query<Record<string, unknown>>('SELECT * FROM calendly_connections WHERE therapist_id = $1', [id])).rows[0];

describe('connecting a Calendly account', () => {
  it('is offered to therapists only, and starts at Calendly with PKCE (S256) and the settings page as redirect', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().scheduling).toEqual({ calendly: true, calendlyConnect: true });
    const status = await call('GET', '/api/calendly/connection', therapist);
    expect(status.json()).toEqual({ connected: false });
    expect(status.headers['cache-control']).toBe('no-store'); // a person's connection: never cached
    expect((await call('POST', '/api/calendly/connect', client)).statusCode).toBe(403);
    const url = new URL((await call('POST', '/api/calendly/connect', therapist)).json().url);
    expect(`${url.origin}${url.pathname}`).toBe(`${cal.url}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: cal.oauthClient.id,
      response_type: 'code',
      redirect_uri: 'http://web.test/dashboard/settings',
      code_challenge_method: 'S256',
    });
  });

  it('stores the connection with the tokens encrypted: no plaintext token in the row', async () => {
    const res = await connect(therapist, marta);
    expect(res.json()).toEqual({
      outcome: 'connected',
      connection: { connected: true, name: 'Calendly marta-vega', schedulingUrl: 'https://calendly.com/marta-vega', connectedAt: expect.any(String) },
    });
    const row = await connection(therapist.id);
    const stored = JSON.stringify(row);
    const issued = cal.issuedTokens();
    expect(issued.length).toBeGreaterThanOrEqual(2);
    for (const token of issued) expect(stored).not.toContain(token);
    expect(row.access_token).toMatch(/^v1\./);
    // her invitee events now reach Aliento's webhook (user scope, with her own token)
    const [subscription] = [...cal.subscriptions.values()];
    expect(subscription).toMatchObject({
      callback_url: 'https://api.aliento.test/api/calendly/webhook',
      events: ['invitee.created', 'invitee.canceled'],
      scope: 'user',
      user: marta.uri,
      organization: marta.current_organization,
    });
    expect(row.webhook_subscription_uri).toBe(subscription.uri);
    expect(row.refresh_token).toMatch(/^v1\./);
    // the stored value opens only with the key, for this therapist and column
    const cipher = new TokenCipher(parseEncryptionKey(ENCRYPTION_KEY));
    expect(issued).toContain(cipher.decrypt(row.access_token as string, `${therapist.id}:access`));
    expect(() => cipher.decrypt(row.access_token as string, `${therapist.id}:refresh`)).toThrow();
    expect(() => new TokenCipher(Buffer.alloc(32, 9)).decrypt(row.access_token as string, `${therapist.id}:access`)).toThrow();
  });

  it('refuses a state that is not this therapist’s, a replayed one, and says when the therapist declined', async () => {
    const other = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
    const start = await call('POST', '/api/calendly/connect', other);
    const answer = cal.consent(start.json().url, cal.addUser('nora-paz', { member: false }));
    const finish = (who: Actor) => call('POST', '/api/calendly/connect/finish', who, { code: answer.code, state: answer.state });
    // someone else cannot use it (a link sent to them must not attach this account to their profile) ...
    expect((await finish(therapist)).json().outcome).toBe('failed');
    // ... the therapist who started it can, once
    expect((await finish(other)).json().outcome).toBe('connected');
    expect((await finish(other)).json().outcome).toBe('failed');
    const third = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
    const declined = new URL((await call('POST', '/api/calendly/connect', third)).json().url).searchParams.get('state') as string;
    expect((await call('POST', '/api/calendly/connect/finish', third, { state: declined, error: 'access_denied' })).json()).toEqual({
      outcome: 'denied',
      connection: { connected: false },
    });
    const bad = await call('POST', '/api/calendly/connect/finish', third, { state: 'x\u0000y', code: 'c' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('state');
  });

  it('does not attach one Calendly account to two therapists', async () => {
    const other = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
    expect((await connect(other, marta)).json().outcome).toBe('taken');
    expect(await connection(other.id)).toBeUndefined();
  });
});

describe('booking with the therapist’s own account', () => {
  it('offers the connected page and verifies bookings with the therapist’s token', async () => {
    expect((await call('GET', `/api/therapists/${therapist.id}/booking`, client)).json()).toEqual({
      mode: 'calendly',
      schedulingUrl: 'https://calendly.com/marta-vega',
    });
    await setCredits(t.db, client.id, 1);
    const ev = cal.book(marta, client.email, ahead());
    expect((await bookEvent(t, client, therapist, { eventId: ev.eventUuid })).statusCode).toBe(201);
    expect(cal.calls.find((c) => c.path === `/scheduled_events/${ev.eventUuid}`)?.token).toMatch(/^acc-/);
  });

  it('refreshes an expired access token once, under a lock, and stores the new pair encrypted', async () => {
    cal.expireAccessTokens();
    await t.db.query(`UPDATE calendly_connections SET access_expires_at = now() - interval '1 minute' WHERE therapist_id = $1`, [therapist.id]);
    const before = await connection(therapist.id);
    await setCredits(t.db, client.id, 2);
    const first = cal.book(marta, client.email, ahead());
    const second = cal.book(marta, client.email, ahead());
    const results = await Promise.all([first, second].map((ev) => bookEvent(t, client, therapist, { eventId: ev.eventUuid })));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(cal.calls.filter((c) => c.path === '/oauth/token' && c.body.grant_type === 'refresh_token')).toHaveLength(1);
    const after = await connection(therapist.id);
    expect(after.refresh_token).not.toBe(before.refresh_token);
    expect(new Date(after.access_expires_at as Date).getTime()).toBeGreaterThan(Date.now() + 3_600_000);
    for (const token of cal.issuedTokens()) expect(JSON.stringify(after)).not.toContain(token);
  });

  it('ends the connection when Calendly no longer accepts its refresh token (the app was revoked)', async () => {
    const th = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
    const carla = cal.addUser('carla-diaz', { member: false });
    expect((await connect(th, carla)).json().outcome).toBe('connected');
    // the therapist removed Aliento in Calendly: every token of that grant dies
    cal.revokeApp(carla);
    await t.db.query(`UPDATE calendly_connections SET access_expires_at = now() WHERE therapist_id = $1`, [th.id]);
    await setCredits(t.db, client.id, 1);
    const res = await bookEvent(t, client, th, { eventId: cal.book(carla, client.email, ahead()).eventUuid });
    expect(res.statusCode).toBe(400);
    expect(await creditsOf(t.db, client.id)).toBe(1);
    expect((await call('GET', '/api/calendly/connection', th)).json()).toEqual({ connected: false });
    expect((await call('GET', `/api/therapists/${th.id}/booking`, client)).json()).toEqual({ mode: 'none' });
  });

  it('disconnecting revokes both tokens at Calendly and deletes them', async () => {
    const row = await connection(therapist.id);
    const cipher = new TokenCipher(parseEncryptionKey(ENCRYPTION_KEY));
    const plain = [
      cipher.decrypt(row.refresh_token as string, `${therapist.id}:refresh`),
      cipher.decrypt(row.access_token as string, `${therapist.id}:access`),
    ];
    const res = await call('DELETE', '/api/calendly/connection', therapist);
    expect(res.json()).toEqual({ connected: false });
    expect(cal.revoked).toEqual(expect.arrayContaining(plain));
    expect(await connection(therapist.id)).toBeUndefined();
    expect([...cal.subscriptions.values()].filter((w) => w.user === marta.uri)).toEqual([]);
    expect((await call('GET', `/api/therapists/${therapist.id}/booking`, client)).json()).toEqual({ mode: 'none' });
  });
});

describe('start-up checks', () => {
  const build = (overrides: Partial<Config>) => () => createCalendly({ db: t.db, config: { ...t.app.ctx.config, ...overrides } } as ServiceContext);
  it('refuses an incomplete Calendly configuration', () => {
    expect(build({ calendlyTokenEncryptionKey: undefined })).toThrow(/CALENDLY_TOKEN_ENCRYPTION_KEY/);
    expect(build({ calendlyTokenEncryptionKey: 'too-short' })).toThrow(/32 random bytes/);
    expect(build({ calendlyWebhookSigningKey: undefined })).toThrow(/CALENDLY_WEBHOOK_SIGNING_KEY/);
    expect(build({ calendlyClientSecret: undefined })).toThrow(/CALENDLY_CLIENT_SECRET/);
    expect(
      build({ calendlyClientId: undefined, calendlyClientSecret: undefined, calendlyToken: 'pat', calendlyTokenEncryptionKey: undefined }),
    ).not.toThrow();
  });
});

it('connection routes answer 404 where therapists cannot connect (organization token only)', async () => {
  const org = await calendlyApp(cal);
  try {
    const th = await newUser(org.app, org.db, ['ROLE_THERAPIST']);
    expect((await org.app.inject({ method: 'POST', url: '/api/calendly/connect', headers: bearer(th) })).statusCode).toBe(404);
    expect((await org.app.inject({ method: 'GET', url: '/api/calendly/connection', headers: bearer(th) })).statusCode).toBe(404);
  } finally {
    await org.close();
  }
});
