/**
 * Video rooms in production: 8x8 JaaS (RS256) and self-hosted Jitsi (HS256) tokens checked with jose against the
 * claims their documentation names; only the appointment's two people get a way in, only in the join window.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createSecretKey } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { VIDEO_JOIN_WINDOW } from '@aliento/contracts/video';
import type { Db } from '../src/db';
import { getVideoJoin } from '../src/services/video-room';
import { MIN } from './booking-helpers';
import { type Actor, bearer, createTestApp, newCast, type Cast, type TestApp } from './helpers';

const APP_ID = 'vpaas-magic-cookie-0123456789abcdef0123456789abcdef';
const KEY_ID = `${APP_ID}/4f4910`;
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PRIVATE_PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const JITSI_SECRET = 'jitsi-app-secret-for-tests-0123456789';

let jaas: TestApp;
let jitsi: TestApp;
let demo: TestApp;
let cast: Cast;
let jitsiCast: Cast;

// one app per video setup, built one after the other (three PGlite apps at once are slow on a busy machine)
beforeAll(async () => {
  jaas = await createTestApp({
    video: { provider: 'jaas', appId: APP_ID, keyId: KEY_ID, privateKey: PRIVATE_PEM },
    videoHost: `https://8x8.vc/${APP_ID}`,
  });
  cast = await newCast(jaas);
  jitsi = await createTestApp({ video: { provider: 'jitsi', appId: 'aliento', appSecret: JITSI_SECRET }, videoHost: 'https://meet.example.org' });
  jitsiCast = await newCast(jitsi);
  demo = await createTestApp({ video: { provider: 'demo' }, videoHost: 'https://meet.jit.si' });
});
afterAll(async () => {
  for (const t of [jaas, jitsi, demo]) await t?.close();
});

/** Inserts an appointment of `c` starting `startsIn` ms from now (45 minutes long); returns its id and room. */
async function appointment(db: Db, c: Cast, startsIn: number, opts: { cancelled?: boolean } = {}): Promise<{ id: string; room: string }> {
  const start = new Date(Date.now() + startsIn);
  const r = await db.query<{ id: string; room: string }>(
    `INSERT INTO appointments (therapist_id, client_id, client_email, source, name, start_time, end_time, room, cancelled)
     VALUES ($1, $2, $3, 'builtin', 'Sesión', $4, $5, 'aliento-' || md5(random()::text), $6) RETURNING id, room`,
    [c.therapist.id, c.client.id, c.client.email, start, new Date(start.getTime() + 45 * MIN), Boolean(opts.cancelled)],
  );
  return r.rows[0];
}

const join = (t: TestApp, id: string, who: Actor, lang = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/appointments/${id}/video`, headers: { ...bearer(who), 'x-language': lang } });

describe('8x8 JaaS', () => {
  it('gives the therapist a moderator token and the client a participant token, RS256, for this room and this session only', async () => {
    const { id, room } = await appointment(jaas.db, cast, 5 * MIN);
    const start = Math.floor((Date.now() + 5 * MIN) / 1000);
    for (const [who, moderator, name] of [
      [cast.therapist, true, 'Test User'],
      [cast.client, false, 'Rosa Díaz'],
    ] as const) {
      const res = await join(jaas, id, who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json();
      expect(body).toMatchObject({
        provider: 'jaas',
        domain: '8x8.vc',
        scriptUrl: `https://8x8.vc/${APP_ID}/external_api.js`,
        roomName: `${APP_ID}/${room}`,
        moderator,
      });
      expect(body.link).toBe(`https://8x8.vc/${APP_ID}/${room}?jwt=${body.jwt}`);
      expect(decodeProtectedHeader(body.jwt)).toEqual({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' });
      const { payload } = await jwtVerify(body.jwt, publicKey, { algorithms: ['RS256'], audience: 'jitsi', issuer: 'chat', subject: APP_ID });
      // the room claim is the name inside the AppID; the token starts 10 minutes before and ends with the session
      expect(payload.room).toBe(room);
      expect(Math.abs((payload.nbf as number) - (start - VIDEO_JOIN_WINDOW.opensMinutesBeforeStart * 60))).toBeLessThanOrEqual(1);
      expect(Math.abs((payload.exp as number) - (start + 45 * 60))).toBeLessThanOrEqual(1);
      expect(payload.context).toEqual({
        user: { id: who.id, name, moderator, 'hidden-from-recorder': false },
        features: { livestreaming: false, recording: false, transcription: false, 'outbound-call': false, 'sip-outbound-call': false },
      });
    }
  });

  it("uses each person's name", async () => {
    await jaas.db.query(`UPDATE users SET first_name = 'Valentina', last_name = 'Rojas' WHERE id = $1`, [cast.therapist.id]);
    const { id } = await appointment(jaas.db, cast, 2 * MIN);
    expect((await join(jaas, id, cast.therapist)).json().displayName).toBe('Valentina Rojas');
    const client = (await join(jaas, id, cast.client)).json();
    expect(client.displayName).toBe('Rosa Díaz');
    expect((await jwtVerify(client.jwt, publicKey)).payload.context).toMatchObject({ user: { name: 'Rosa Díaz' } });
  });

  it('gives nothing to anyone else: another client, an admin', async () => {
    const { id } = await appointment(jaas.db, cast, 0);
    for (const who of [cast.other, cast.admin]) {
      const res = await join(jaas, id, who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'videoNotParticipant', message: 'Only the two people of this session can join its video room.' });
      expect(res.body).not.toContain('jwt');
    }
    expect((await join(jaas, '00000000-0000-4000-8000-000000000000', cast.client)).statusCode).toBe(404);
    expect((await jaas.app.inject({ method: 'GET', url: `/api/appointments/${id}/video` })).statusCode).toBe(401);
  });

  it('opens the room 10 minutes before the start and closes it at the end, with a clear message outside', async () => {
    const early = await appointment(jaas.db, cast, 2 * 60 * MIN);
    const res = await join(jaas, early.id, cast.client, 'es');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'videoTooEarly',
      message: 'La sala se abre 10 minutos antes de que empiece la sesión. Vuelve un poco antes de la hora de tu sesión.',
    });
    const ended = await appointment(jaas.db, cast, -50 * MIN);
    expect((await join(jaas, ended.id, cast.therapist)).json()).toMatchObject({
      code: 'videoEnded',
      message: 'This session has ended, so its room is closed.',
    });

    // the edges of the window, through the service with a chosen clock
    const edge = await appointment(jaas.db, cast, 3 * 60 * MIN);
    const start = (
      await jaas.db.query<{ start_time: Date; end_time: Date }>('SELECT start_time, end_time FROM appointments WHERE id = $1', [edge.id])
    ).rows[0];
    const opens = new Date(start.start_time).getTime() - 10 * MIN;
    const ctx = jaas.app.ctx;
    await expect(getVideoJoin(ctx, cast.client.id, edge.id, new Date(opens - 1000))).rejects.toMatchObject({ key: 'videoTooEarly', statusCode: 409 });
    await expect(getVideoJoin(ctx, cast.client.id, edge.id, new Date(opens))).resolves.toMatchObject({ moderator: false });
    const end = new Date(start.end_time).getTime();
    await expect(getVideoJoin(ctx, cast.client.id, edge.id, new Date(end - 1000))).resolves.toMatchObject({ moderator: false });
    await expect(getVideoJoin(ctx, cast.client.id, edge.id, new Date(end))).rejects.toMatchObject({ key: 'videoEnded', statusCode: 409 });
  });

  it('never opens a cancelled session', async () => {
    const { id } = await appointment(jaas.db, cast, 0, { cancelled: true });
    const res = await join(jaas, id, cast.therapist);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'appointmentCancelled', message: 'This appointment is cancelled.' });
  });

  it('lists the appointment with its JaaS room address', async () => {
    const { id, room } = await appointment(jaas.db, cast, 60 * MIN);
    const list = await jaas.app.inject({ method: 'GET', url: `/api/appointments/client/${cast.client.id}`, headers: bearer(cast.client) });
    expect(list.json().find((a: { _id: string }) => a._id === id).jitsiLink).toBe(`https://8x8.vc/${APP_ID}/${room}`);
  });
});

describe('self-hosted Jitsi', () => {
  it('signs HS256 tokens with the app secret: iss = app id, sub = domain, room; owner and lobby by role', async () => {
    const { id, room } = await appointment(jitsi.db, jitsiCast, 0);
    const key = createSecretKey(Buffer.from(JITSI_SECRET));
    const therapist = (await join(jitsi, id, jitsiCast.therapist)).json();
    expect(therapist).toMatchObject({
      provider: 'jitsi',
      domain: 'meet.example.org',
      roomName: room,
      scriptUrl: 'https://meet.example.org/external_api.js',
      moderator: true,
    });
    const t = await jwtVerify(therapist.jwt, key, { algorithms: ['HS256'], audience: 'jitsi', issuer: 'aliento', subject: 'meet.example.org' });
    expect(t.payload.room).toBe(room);
    expect(t.payload.context).toMatchObject({
      user: { id: jitsiCast.therapist.id, name: 'Test User', moderator: true, affiliation: 'owner', lobby_bypass: true },
    });

    const client = (await join(jitsi, id, jitsiCast.client)).json();
    const c = await jwtVerify(client.jwt, key, { algorithms: ['HS256'], audience: 'jitsi', issuer: 'aliento', subject: 'meet.example.org' });
    expect(c.payload.context).toMatchObject({ user: { id: jitsiCast.client.id, moderator: false, affiliation: 'member', lobby: true } });
    expect((c.payload.context as { user: Record<string, unknown> }).user).not.toHaveProperty('lobby_bypass');
    // a token signed with another secret would not verify
    await expect(jwtVerify(client.jwt, createSecretKey(Buffer.from('another-secret-0123456789')))).rejects.toThrow();
    expect((await join(jitsi, id, jitsiCast.other)).statusCode).toBe(403);
  });
});

describe('demo (meet.jit.si)', () => {
  it('gives the room without a token, under the same rules', async () => {
    const c = await newCast(demo);
    const { id, room } = await appointment(demo.db, c, 0);
    const body = (await join(demo, id, c.client)).json();
    expect(body).toMatchObject({
      provider: 'demo',
      domain: 'meet.jit.si',
      scriptUrl: 'https://meet.jit.si/external_api.js',
      roomName: room,
      jwt: null,
      link: `https://meet.jit.si/${room}`,
    });
    expect((await join(demo, id, c.other)).statusCode).toBe(403);
  });
});
