/** The built-in blog: Strapi-shaped articles, slug filter, languages, images, safe markdown and sanitised HTML. */
import zlib from 'node:zlib';
import { ARTICLES, seedArticles } from '../src/seed/articles';
import { sanitizeMarkdown } from '../src/services/articles';
import { bearer, createTestApp, newClient, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedArticles(t.db, { dataDir: t.dataDir });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/articles', () => {
  it('lists the seeded Spanish articles in the Strapi shape, newest first, without a token', async () => {
    const res = await get('/api/articles?populate=image');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    expect(body.data.map((a: { attributes: { slug: string } }) => a.attributes.slug)).toEqual(ARTICLES.map((a) => a.slug));
    const first = body.data[0];
    expect(first).toMatchObject({
      id: expect.any(Number),
      attributes: {
        title: ARTICLES[0].es.title,
        slug: ARTICLES[0].slug,
        description: ARTICLES[0].es.description,
        timeToRead: '6 min',
        image: { data: { attributes: { url: `/uploads/articles/${ARTICLES[0].slug}.jpg`, alternativeText: ARTICLES[0].es.imageAlt } } },
      },
    });
    expect(first.attributes.content).toContain('## 1. Respiración 4-6');
    expect(first.attributes.html).toContain('<h2>1. Respiración 4-6</h2>');
    expect(body.meta.pagination).toMatchObject({ page: 1, pageCount: 1, total: body.data.length });
    // a token is ignored, not required
    const client = await newClient(t.app);
    expect((await get('/api/articles?populate=image', bearer(client))).statusCode).toBe(200);
  });

  it('sends the list compressed to a reader that accepts it (brotli, else gzip), and plain to one that does not', async () => {
    const plain = await get('/api/articles?populate=image');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    const br = await get('/api/articles?populate=image', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await get('/api/articles?populate=image', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(gz.headers['content-type']).toMatch(/^application\/json/);
  });

  it('filters by slug with the bracketed Strapi key', async () => {
    const slug = ARTICLES[2].slug;
    const res = await get(`/api/articles?filters[slug][$eq]=${slug}&populate=image`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(1);
    expect(res.json().data[0].attributes.title).toBe(ARTICLES[2].es.title);
    const encoded = await get(`/api/articles?${new URLSearchParams({ 'filters[slug][$eq]': slug, populate: 'image' })}`);
    expect(encoded.json().data[0].attributes.slug).toBe(slug);
    expect((await get('/api/articles?filters[slug][$eq]=no-such-article')).json().data).toEqual([]);
  });

  it('answers in English with locale=en or X-Language: en', async () => {
    const byLocale = await get(`/api/articles?filters[slug][$eq]=${ARTICLES[1].slug}&locale=en`);
    expect(byLocale.json().data[0].attributes).toMatchObject({ title: ARTICLES[1].en.title, locale: 'en' });
    const byHeader = await get('/api/articles?populate=image', { 'x-language': 'en-US' });
    expect(byHeader.json().data[0].attributes.title).toBe(ARTICLES[0].en.title);
    // an article only in Spanish falls back to Spanish
    await t.db.query(
      `INSERT INTO articles (slug, locale, title, content, published_at) VALUES ('solo-es', 'es', 'Solo en español', 'Texto', now() - interval '90 days')`,
    );
    const list = (await get('/api/articles', { 'x-language': 'en' })).json().data;
    // ... and says so: the reader's page tells them it is only in Spanish
    expect(list.at(-1).attributes).toMatchObject({ slug: 'solo-es', title: 'Solo en español', locale: 'es', image: { data: null } });
  });

  it("pages with Strapi's pagination keys", async () => {
    const all = (await get('/api/articles')).json();
    const second = (await get('/api/articles?pagination[page]=2&pagination[pageSize]=2')).json();
    expect(second.data.map((a: { id: number }) => a.id)).toEqual(all.data.slice(2, 4).map((a: { id: number }) => a.id));
    expect(second.meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: Math.ceil(all.data.length / 2), total: all.data.length });
    const past = (await get('/api/articles?pagination[page]=50&pagination[pageSize]=2')).json();
    expect(past).toEqual({
      data: [],
      meta: { pagination: { page: 50, pageSize: 2, pageCount: Math.ceil(all.data.length / 2), total: all.data.length } },
    });
  });

  it('hides unpublished (future) articles', async () => {
    await t.db.query(`INSERT INTO articles (slug, title, content, published_at) VALUES ('futuro', 'Futuro', 'x', now() + interval '1 day')`);
    expect((await get('/api/articles?filters[slug][$eq]=futuro')).json().data).toEqual([]);
  });

  it('names invalid query fields', async () => {
    const res = await get(`/api/articles?filters[slug][$eq]=${'a'.repeat(201)}`, { 'x-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['filters[slug][$eq]']);
    const twice = await get('/api/articles?filters[slug][$eq]=a&filters[slug][$eq]=b');
    expect(twice.statusCode).toBe(400);
  });

  it('sends safe markdown even when the stored content is not', async () => {
    await t.db.query(`INSERT INTO articles (slug, title, content) VALUES ('peligro', 'Peligro', $1)`, [
      'Hola <script>alert(1)</script> <img src=x onerror=alert(1)> [clic](javascript:alert(1)) [ok](https://aliento.example) ![i](data:text/html;base64,xx)\n\n[ref]: javascript:alert(2)\n\n```\n<b>code</b>\n```',
    ]);
    const content = (await get('/api/articles?filters[slug][$eq]=peligro')).json().data[0].attributes.content as string;
    expect(content).not.toMatch(/<script|<img|javascript:|data:text/i);
    expect(content).toContain('&lt;script>');
    expect(content).toContain('[ok](https://aliento.example)');
    expect(content).toContain('```\n<b>code</b>\n```');
  });

  it('sends the article as sanitised HTML too: the HTML an editor wrote is kept, what could run is not', async () => {
    await t.db.query(`INSERT INTO articles (slug, title, content) VALUES ('peligro-html', 'Peligro', $1)`, [
      'Hola <u>subrayado</u> <script>alert(1)</script> <img src=x onerror=alert(1)> [clic](javascript:alert(1)) [ok](https://aliento.example) ![i](data:text/html;base64,xx)\n\n```\n<b>code</b>\n```',
    ]);
    const html = (await get('/api/articles?filters[slug][$eq]=peligro-html')).json().data[0].attributes.html as string;
    expect(html).not.toMatch(/<script|onerror|javascript:|data:text/i);
    expect(html).toContain('<u>subrayado</u>');
    expect(html).toContain('<a href="https://aliento.example" rel="noopener noreferrer">ok</a>');
    expect(html).toContain('<pre><code>&lt;b&gt;code&lt;/b&gt;\n</code></pre>');
  });
});

describe('article images', () => {
  it('serves seeded images as JPEG with caching', async () => {
    const res = await get(`/uploads/articles/${ARTICLES[0].slug}.jpg`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toContain('max-age=604800');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('refuses traversal and unknown names', async () => {
    for (const url of [
      '/uploads/articles/..%2F..%2Fpglite%2FPG_VERSION',
      '/uploads/articles/%2e%2e%2fimages',
      '/uploads/articles/missing.jpg',
      '/uploads/articles/x.svg',
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
  });
});

describe('sanitizeMarkdown', () => {
  it('keeps ordinary markdown intact', () => {
    const md = '## Título\n\n- uno\n- **dos**\n\n> cita\n\n[enlace](/blog/otro) y [correo](mailto:a@b.co) 3 < 4';
    expect(sanitizeMarkdown(md)).toBe(md);
  });
  it('neutralises obfuscated schemes', () => {
    expect(sanitizeMarkdown('[x](java\tscript:alert(1))')).not.toContain('script:');
    expect(sanitizeMarkdown('[x](JaVaScRiPt:alert(1))')).toBe('[x](#))');
    expect(sanitizeMarkdown('<a href="javascript:x">')).toBe('&lt;a href="javascript:x">');
  });
});
