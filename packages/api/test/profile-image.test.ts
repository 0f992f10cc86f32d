/** Profile images: type by bytes, size limit, content-hash names, EXIF stripped, replacement, serving from the store. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { PROFILE_IMAGE_MAX_BYTES } from '@aliento/contracts/profile-image';
import { buildApp } from '../src/app';
import { imagePath } from '../src/services/profile-images';
import { type Actor, bearer, createTestApp, newClient, newUser, TEST_JWT_SECRET, type TestApp } from './helpers';

let t: TestApp;
let therapist: Actor;
let client: Actor;
let admin: Actor;
let applicant: Actor;
let png: Buffer;
let jpegWithExif: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  therapist = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
  applicant = await newUser(t.app, t.db, ['ROLE_THERAPIST'], { approved: false });
  client = await newClient(t.app);
  admin = await newUser(t.app, t.db, ['ROLE_ADMIN']);
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  jpegWithExif = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#be185d' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner', Artist: 'GPS here' } } })
    .toBuffer();
});
afterAll(async () => {
  await t.close();
});

const images = () => join(t.dataDir, 'uploads', 'images');
const HASH_NAME = /^[0-9a-f]{64}\.(png|jpg)$/;
/** The store's copy of the image `name` (null when it holds none). */
const stored = (name: string) => t.app.ctx.images.get(name.slice(0, 64));
const storedCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_images')).rows[0].n;

/** A multipart body with one file part. */
function multipart(content: Buffer, opts: { field?: string; filename?: string; type?: string } = {}) {
  const boundary = '----aliento' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'image'}"; filename="${opts.filename ?? 'me.png'}"\r\n` +
      `Content-Type: ${opts.type ?? 'image/png'}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const upload = (who: Actor | null, content: Buffer, opts: Parameters<typeof multipart>[1] = {}) => {
  const { payload, contentType } = multipart(content, opts);
  return t.app.inject({
    method: 'POST',
    url: '/api/profile-image',
    payload,
    headers: { ...(who ? bearer(who) : {}), 'content-type': contentType, 'x-language': 'en' },
  });
};

describe('POST /api/profile-image', () => {
  it('stores a png in the database under its content hash, served with its content type, immutable caching and an ETag', async () => {
    const res = await upload(therapist, png);
    expect(res.statusCode).toBe(201);
    const name = res.json().profileImage as string;
    expect(name).toMatch(/^[0-9a-f]{64}\.png$/);
    expect(t.app.ctx.images.kind).toBe('database');
    expect((await stored(name))?.contentType).toBe('image/png');
    // nothing is written to this machine's disk: another replica could not read it
    expect(existsSync(join(images(), name))).toBe(false);
    const served = await t.app.inject({ method: 'GET', url: `/uploads/images/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers.etag).toBe(`"${name.slice(0, 64)}"`);
    expect(served.rawPayload.equals((await stored(name))!.bytes)).toBe(true);
    const again = await t.app.inject({ method: 'GET', url: `/uploads/images/${name}`, headers: { 'if-none-match': served.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // the extension is part of the name: the same hash as a jpeg is not served
    expect((await t.app.inject({ method: 'GET', url: `/uploads/images/${name.replace('.png', '.jpg')}` })).statusCode).toBe(404);
    const get = await t.app.inject({ method: 'GET', url: `/api/profile-image/${therapist.id}`, headers: bearer(client) });
    expect(get.json()).toEqual({ profileImage: name });
  });

  it('re-encodes a jpeg without EXIF and removes the previous image', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `/api/profile-image/${therapist.id}`, headers: bearer(therapist) })).json().profileImage;
    expect((await sharp(jpegWithExif).metadata()).exif).toBeDefined();
    const res = await upload(therapist, jpegWithExif, { filename: 'photo.jpeg', type: 'image/jpeg' });
    expect(res.statusCode).toBe(201);
    const name = res.json().profileImage as string;
    expect(name).toMatch(/\.jpg$/);
    const bytes = (await stored(name))!.bytes;
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret-owner'))).toBe(false);
    expect(before).toMatch(HASH_NAME);
    expect(await stored(before)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/uploads/images/${before}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/therapists/${therapist.id}`, headers: bearer(client) })).json().profileImage).toBe(name);
  });

  it('refuses a file that claims to be a png but is not (and a png header with garbage)', async () => {
    const fake = await upload(therapist, Buffer.from('<svg onload="alert(1)"></svg>'), { filename: 'x.png', type: 'image/png' });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().fields).toEqual({ image: 'failed to upload image' });
    const header = Buffer.concat([png.subarray(0, 8), Buffer.from('not really an image at all')]);
    const broken = await upload(therapist, header);
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('invalidImage');
  });

  it('keeps an image another therapist still shows when one of them replaces it', async () => {
    const other = await newUser(t.app, t.db, ['ROLE_THERAPIST']);
    const first = (await upload(therapist, png)).json().profileImage as string;
    expect((await upload(other, png)).json().profileImage).toBe(first);
    expect((await upload(therapist, jpegWithExif, { type: 'image/jpeg' })).statusCode).toBe(201);
    expect(await stored(first)).not.toBeNull();
  });

  it('refuses an oversized file (413) and writes nothing', async () => {
    const count = await storedCount();
    const big = Buffer.concat([png, Buffer.alloc(PROFILE_IMAGE_MAX_BYTES + 1 - png.length + 10)]);
    const res = await upload(therapist, big);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payloadTooLarge');
    expect(await storedCount()).toBe(count);
  });

  it('ignores a path-traversal file name: the image is stored under its hash, nothing on disk', async () => {
    const res = await upload(therapist, png, { filename: '../../../../evil.png' });
    expect(res.statusCode).toBe(201);
    expect(res.json().profileImage).toMatch(/^[0-9a-f]{64}\.png$/);
    expect(existsSync(join(t.dataDir, 'evil.png'))).toBe(false);
    expect(existsSync(join(dirname(t.dataDir), 'evil.png'))).toBe(false);
    expect(existsSync(images()) && readdirSync(images()).some((f) => f.includes('evil'))).toBe(false);
  });

  it('never deletes or serves outside the uploads folder', async () => {
    const outside = join(t.dataDir, 'keep.png');
    writeFileSync(outside, png);
    for (const name of ['../keep.png', '..%2Fkeep.png', '/etc/passwd', 'a/../../keep.png', '.hidden.png'])
      expect(imagePath(images(), name)).toBeNull();
    // a stored name pointing outside is left alone when replaced
    await t.db.query('UPDATE therapists SET profile_image = $2 WHERE user_id = $1', [therapist.id, '../keep.png']);
    expect((await upload(therapist, png)).statusCode).toBe(201);
    expect(existsSync(outside)).toBe(true);
    for (const url of [
      '/uploads/images/../keep.png',
      '/uploads/images/..%2Fkeep.png',
      '/uploads/images/%2e%2e%2fkeep.png',
      '/uploads/images/..%5Ckeep.png',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).not.toBe(200);
    }
  });

  it('validates the request: no file 400 naming image, JSON 415', async () => {
    const wrongField = await upload(therapist, png, { field: 'avatar' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().fields).toEqual({ image: 'Required' });
    const json = await t.app.inject({ method: 'POST', url: '/api/profile-image', payload: { image: 'x' }, headers: bearer(therapist) });
    expect(json.statusCode).toBe(415);
  });

  it('authorizes: anonymous 401, client 403, admin 403 (no therapist profile), applicant 403', async () => {
    expect((await upload(null, png)).statusCode).toBe(401);
    expect((await upload(client, png)).statusCode).toBe(403);
    expect((await upload(admin, png)).statusCode).toBe(403);
    expect((await upload(applicant, png)).statusCode).toBe(403);
  });
});

describe('every replica serves every image', () => {
  /** Another API process on the same database, with its own (empty) data folder. */
  const replica = (dataDir = mkdtempSync(join(tmpdir(), 'aliento-replica-'))) =>
    buildApp({ db: t.db, migrate: false, logger: false, config: { dataDir, jwtSecret: TEST_JWT_SECRET, publicWebUrl: 'http://web.test' } });

  it('serves an image uploaded through another replica', async () => {
    const name = (await upload(therapist, png)).json().profileImage as string;
    const other = await replica();
    try {
      const res = await other.inject({ method: 'GET', url: `/uploads/images/${name}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    } finally {
      await other.close();
    }
  });

  it('moves image files an earlier version left on disk into the store on start-up, once, and points therapists at them', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'aliento-replica-'));
    const legacy = join(dataDir, 'uploads', 'images');
    mkdirSync(legacy, { recursive: true });
    const oldName = '0b9d3c52-5d4e-4f0e-9a63-1a2b3c4d5e6f.png';
    const bytes = await sharp({ create: { width: 12, height: 9, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    writeFileSync(join(legacy, oldName), bytes);
    writeFileSync(join(legacy, 'notes.txt'), 'not an image');
    writeFileSync(join(legacy, 'fake.png'), 'not a png either');
    await t.db.query('UPDATE therapists SET profile_image = $2 WHERE user_id = $1', [therapist.id, oldName]);
    const first = await replica(dataDir);
    await first.close();
    const name = (await t.app.inject({ method: 'GET', url: `/api/profile-image/${therapist.id}`, headers: bearer(therapist) })).json().profileImage;
    expect(name).toMatch(HASH_NAME);
    expect((await stored(name))!.bytes.equals(bytes)).toBe(true);
    expect(readdirSync(legacy).sort()).toEqual(['fake.png', 'notes.txt']);
    const served = await t.app.inject({ method: 'GET', url: `/uploads/images/${name}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    // a second start finds nothing more to move
    const count = await storedCount();
    await (await replica(dataDir)).close();
    expect(await storedCount()).toBe(count);
    expect((await t.app.inject({ method: 'GET', url: `/api/profile-image/${therapist.id}`, headers: bearer(therapist) })).json().profileImage).toBe(
      name,
    );
  });
});

describe('GET /api/profile-image/{id}', () => {
  it('answers null when none, 404 for a non-therapist, hides applicants from others', async () => {
    const none = await t.app.inject({ method: 'GET', url: `/api/profile-image/${applicant.id}`, headers: bearer(applicant) });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ profileImage: null });
    expect((await t.app.inject({ method: 'GET', url: `/api/profile-image/${applicant.id}`, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/profile-image/${applicant.id}`, headers: bearer(client) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/profile-image/${client.id}`, headers: bearer(admin) })).statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/profile-image/zzz', headers: { ...bearer(admin), 'x-language': 'en' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ id: 'invalid identifier' });
    expect((await t.app.inject({ method: 'GET', url: `/api/profile-image/${therapist.id}` })).statusCode).toBe(401);
  });
});
