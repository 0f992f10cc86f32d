/** Images in S3-compatible storage when `S3_*` is set (against an in-process stand-in), and the S3 settings' checks. */
import sharp from 'sharp';
import { loadConfig } from '../src/config';
import { checkConfig } from '../src/config-checks';
import { S3ImageStore } from '../src/storage/s3-images';
import { type Actor, bearer, createTestApp, newUser, type TestApp } from './helpers';
import { startS3StandIn, type S3StandIn } from './s3-stand-in';

let s3: S3StandIn;
let t: TestApp;
let therapist: Actor;
beforeAll(async () => {
  s3 = await startS3StandIn();
  t = await createTestApp({
    s3: { bucket: 'aliento-images', region: 'eu-west-1', endpoint: s3.url, accessKeyId: 'AKIDTEST', secretAccessKey: 'secret-test' },
  });
  therapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const png = () =>
  sharp({ create: { width: 20, height: 10, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

function multipart(content: Buffer) {
  const boundary = '----aliento' + Math.random().toString(16).slice(2);
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`);
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

it('stores an upload as an object named by its hash, signed, and serves it from there', async () => {
  expect(t.app.ctx.images.kind).toBe('s3');
  const { payload, headers } = multipart(await png());
  const res = await t.app.inject({ method: 'POST', url: '/api/profile-image', payload, headers: { ...headers, ...bearer(therapist) } });
  expect(res.statusCode).toBe(201);
  const name = res.json().profileImage as string;
  const hash = name.slice(0, 64);
  const object = s3.objects.get(`aliento-images/images/${hash}`);
  expect(object?.contentType).toBe('image/png');
  expect(object?.cacheControl).toBe('public, max-age=31536000, immutable');
  expect(s3.requests.find((r) => r.line === `PUT /aliento-images/images/${hash}`)?.signed).toBe(true);
  // nothing in the database's store
  expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_images')).rows[0].n).toBe(0);
  const served = await t.app.inject({ method: 'GET', url: `/uploads/images/${name}` });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.rawPayload.equals(object!.body)).toBe(true);
  expect(served.headers.etag).toBe(`"${hash}"`);
});

it('removes the replaced object and answers 404 for a missing one', async () => {
  const first = (await t.app.inject({ method: 'GET', url: `/api/profile-image/${therapist.id}`, headers: bearer(therapist) })).json()
    .profileImage as string;
  const jpeg = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#be185d' } })
    .jpeg()
    .toBuffer();
  const { payload, headers } = multipart(jpeg);
  const res = await t.app.inject({ method: 'POST', url: '/api/profile-image', payload, headers: { ...headers, ...bearer(therapist) } });
  expect(res.statusCode).toBe(201);
  expect(s3.objects.has(`aliento-images/images/${first.slice(0, 64)}`)).toBe(false);
  expect((await t.app.inject({ method: 'GET', url: `/uploads/images/${first}` })).statusCode).toBe(404);
  const store = new S3ImageStore(t.app.ctx.config.s3!);
  expect(await store.get('f'.repeat(64))).toBeNull();
  store.close();
});

it('refuses a half-configured S3, naming each missing setting', () => {
  const half = loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' });
  expect(() => checkConfig(half)).toThrow(/S3_REGION is required/);
  expect(() => checkConfig(half)).toThrow(/S3_ACCESS_KEY_ID is required/);
  expect(() => checkConfig(half)).toThrow(/S3_SECRET_ACCESS_KEY is required/);
  expect(() => checkConfig(half)).toThrow(/S3_ENDPOINT must be an http\(s\) address/);
  expect(() => checkConfig(loadConfig({ S3_REGION: 'auto' }))).toThrow(/S3_BUCKET is required/);
  const full = loadConfig({
    S3_BUCKET: 'b',
    S3_REGION: 'auto',
    S3_ACCESS_KEY_ID: 'k',
    S3_SECRET_ACCESS_KEY: 's',
    S3_ENDPOINT: 'https://r2.example/',
  });
  expect(full.s3).toEqual({ bucket: 'b', region: 'auto', endpoint: 'https://r2.example', accessKeyId: 'k', secretAccessKey: 's' });
  expect(() => checkConfig(full)).not.toThrow();
  expect(loadConfig({}).s3).toBeUndefined();
});
