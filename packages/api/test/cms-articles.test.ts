/**
 * `/api/articles` with CMS_URL: the API reads a Strapi (a stand-in answering what a real Strapi 5 answered, in its
 * default format or Strapi 4's), renders Blocks to markdown, makes media URLs absolute, picks the reader's locale,
 * pages, leaves out an article it cannot show, and keeps serving the last good copy while the CMS is down.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { StrapiStandIn, strapiFixture } from './cms-stand-in';
import { createTestApp, type TestApp } from './helpers';

type Item = {
  id: number;
  attributes: {
    title: string;
    slug: string;
    content: string;
    html: string;
    timeToRead: string | number;
    image: { data: { attributes: { url: string; alternativeText: string | null } } | null };
    locale?: string;
  };
};

let cms: StrapiStandIn;
let t: TestApp;
beforeAll(async () => {
  cms = new StrapiStandIn();
  await cms.start();
  // a copy is fresh for an hour here: what is served comes from the first answer unless a test says otherwise
  t = await createTestApp({ cmsUrl: cms.url, cms: { timeoutMs: 2000, freshMs: 3_600_000 } });
});
afterAll(async () => {
  await t.close();
  await cms.stop();
});
beforeEach(() => {
  cms.phase = 'mixed';
  cms.format = 'v5';
  cms.down = false;
  cms.alter = undefined;
});

const get = (app: FastifyInstance, url: string, lang = 'es') => app.inject({ method: 'GET', url, headers: { 'x-language': lang } });
const upload = (name: string) => expect.stringMatching(new RegExp(`^${cms.url}/uploads/${name}_[0-9a-f]+\\.png$`));

describe('Strapi 5 answers', () => {
  it('are served in the blog shape: markdown as it was written, Blocks rendered to markdown, media URLs absolute', async () => {
    const res = await get(t.app, '/api/articles?populate=image');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const { data, meta } = res.json() as { data: Item[]; meta: unknown };
    expect(data.map((a) => a.attributes.slug)).toEqual([
      'pequenos-pasos',
      'dormir-mejor',
      'pedir-ayuda-no-es-debilidad',
      'respirar-ante-la-ansiedad',
    ]);
    expect(meta).toEqual({ pagination: { page: 1, pageSize: 25, pageCount: 1, total: 4 } });
    const asked = cms.requests.at(-1) as URLSearchParams;
    expect(Object.fromEntries(asked)).toMatchObject({
      locale: 'es',
      populate: 'image',
      sort: 'publishedAt:desc',
      'pagination[page]': '1',
      'pagination[pageSize]': '25',
    });

    const blocks = data[0].attributes;
    expect(blocks).toMatchObject({
      title: 'Pequeños pasos',
      timeToRead: '2 min',
      image: { data: { attributes: { url: upload('respirar'), alternativeText: 'Persona respirando junto a una ventana' } } },
    });
    expect(blocks.content.split('\n\n')).toEqual([
      '## Pequeños pasos',
      'Cuando todo pesa, **empieza por algo pequeño**. [Línea 988](https://988lifeline.org/es/) *· 5 \\* 3 \\_no\\_ &lt;b>es&lt;/b> \\[x\\]*',
      '- Camina diez minutos\n- Escribe tres cosas` hoy`',
      '1. Uno\n2. Dos',
      '> Un día a la vez.',
      '```\ninhala(4)\nexhala(6)\n```',
      expect.stringMatching(new RegExp(`^!\\[Persona respirando junto a una ventana\\]\\(${cms.url}/uploads/respirar_[0-9a-f]+\\.png\\)$`)),
      '[hola@aliento.example](mailto:hola@aliento.example)',
    ]);

    const markdown = data[3].attributes;
    expect(markdown.content).toContain('Inhala en **4 tiempos** y exhala en 6.');
    expect(markdown.content).toContain(`![Ventana abierta](${cms.url}/uploads/respirar.png)`);
    expect(markdown.content).toContain('[Habla con alguien](/contact)');
    const unsafe = data[2].attributes.content;
    expect(unsafe).toContain('&lt;script>');
    expect(unsafe).not.toMatch(/javascript:/);
    expect(data[2].attributes).toMatchObject({ timeToRead: '4', image: { data: null } });

    // the same articles as sanitised HTML: what an editor typed in Blocks stays text, raw <script> is gone
    expect(blocks.html.split('\n')).toEqual([
      '<h2>Pequeños pasos</h2>',
      '<p>Cuando todo pesa, <strong>empieza por algo pequeño</strong>. <a href="https://988lifeline.org/es/" rel="noopener noreferrer">Línea 988</a> <em>· 5 * 3 _no_ &lt;b&gt;es&lt;/b&gt; [x]</em></p>',
      '<ul>',
      '<li>Camina diez minutos</li>',
      '<li>Escribe tres cosas<code> hoy</code></li>',
      '</ul>',
      '<ol>',
      '<li>Uno</li>',
      '<li>Dos</li>',
      '</ol>',
      '<blockquote>',
      '<p>Un día a la vez.</p>',
      '</blockquote>',
      '<pre><code>inhala(4)',
      'exhala(6)',
      '</code></pre>',
      expect.stringMatching(
        new RegExp(`^<p><img src="${cms.url}/uploads/respirar_[0-9a-f]+\\.png" alt="Persona respirando junto a una ventana" loading="lazy" /></p>$`),
      ),
      '<p><a href="mailto:hola@aliento.example">hola@aliento.example</a></p>',
    ]);
    expect(markdown.html).toContain('<p>Inhala en <strong>4 tiempos</strong> y exhala en 6.</p>');
    expect(markdown.html).toContain(`<img src="${cms.url}/uploads/respirar.png" alt="Ventana abierta" loading="lazy" />`);
    expect(markdown.html).toContain('<a href="/contact">Habla con alguien</a>');
    expect(data[2].attributes.html).toContain('<p>Buscar apoyo es una decisión valiente.</p>');
    expect(data[2].attributes.html).not.toMatch(/<script|href="javascript/i);
  });

  it("in the reader's language: English when X-Language is en, and an article missing in English falls back to Spanish", async () => {
    const list = (await get(t.app, '/api/articles?populate=image', 'en-US')).json() as { data: Item[] };
    expect(list.data.map((a) => a.attributes.title)).toEqual(['Small steps', 'Sleeping better', 'Breathing through anxiety']);
    expect(cms.requests.at(-1)?.get('locale')).toBe('en');
    const one = (await get(t.app, '/api/articles?filters[slug][$eq]=pequenos-pasos&populate=image', 'en')).json() as { data: Item[] };
    expect(one.data[0].attributes.content).toContain('**start with something small**');
    expect(one.data[0].attributes.locale).toBe('en');
    const before = cms.requests.length;
    const fallback = (await get(t.app, '/api/articles?filters[slug][$eq]=pedir-ayuda-no-es-debilidad', 'en')).json() as { data: Item[] };
    expect(fallback.data.map((a) => [a.attributes.title, a.attributes.locale])).toEqual([['Pedir ayuda no es debilidad', 'es']]);
    expect(cms.requests.slice(before).map((q) => [q.get('locale'), q.get('filters[slug][$eq]')])).toEqual([
      ['en', 'pedir-ayuda-no-es-debilidad'],
      ['es', 'pedir-ayuda-no-es-debilidad'],
    ]);
    // locale= wins over the header, as in Strapi
    const byParam = (await get(t.app, '/api/articles?locale=en&filters[slug][$eq]=respirar-ante-la-ansiedad', 'es')).json() as { data: Item[] };
    expect(byParam.data[0].attributes.title).toBe('Breathing through anxiety');
  });

  it("page by page with Strapi's pagination keys", async () => {
    const res = await get(t.app, '/api/articles?populate=image&pagination[page]=2&pagination[pageSize]=2');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((a: Item) => a.attributes.slug)).toEqual(['pedir-ayuda-no-es-debilidad', 'respirar-ante-la-ansiedad']);
    expect(res.json().meta.pagination).toEqual({ page: 2, pageSize: 2, pageCount: 2, total: 4 });
    const bad = await get(t.app, '/api/articles?pagination[page]=0&pagination[pageSize]=500', 'en');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['pagination[pageSize]', 'pagination[page]']);
  });
});

describe('Strapi 4 answers ({ id, attributes })', () => {
  it('give the same articles as Strapi 5 gives for the same content', async () => {
    const v4 = await createTestApp({ cmsUrl: cms.url, cms: { timeoutMs: 2000, freshMs: 3_600_000 } });
    try {
      cms.format = 'v4';
      const fromV4 = (await get(v4.app, '/api/articles?populate=image')).json();
      cms.format = 'v5';
      const fromV5 = (await get(t.app, '/api/articles?populate=image')).json();
      expect(fromV4.data.length).toBe(4);
      expect(fromV4).toEqual(fromV5);
      expect(strapiFixture('mixed-v4-list-es.json').data[0]).toHaveProperty('attributes');
    } finally {
      await v4.close();
    }
  });
});

describe('a CMS that misbehaves', () => {
  it('leaves out an article it cannot show instead of failing the list; keeps absolute media URLs', async () => {
    const app = await createTestApp({ cmsUrl: cms.url, cms: { timeoutMs: 2000, freshMs: 0 } });
    try {
      cms.phase = 'markdown';
      cms.alter = (body) => {
        const [first, ...rest] = body.data as Record<string, unknown>[];
        return {
          ...body,
          data: [
            { ...first, image: { ...(first.image as object), url: 'https://media.example/respirar.png' } },
            { id: 90, documentId: 'roto1', title: 'Roto', slug: 'roto', content: 42 },
            { id: 91, documentId: 'roto2', title: 'Bloques rotos', slug: 'bloques-rotos', content: [{ type: 'paragraph', children: 'texto' }] },
            { id: 92, documentId: 'roto3', slug: 'sin-titulo', content: 'x' },
            null,
            ...rest,
          ],
        };
      };
      const res = await get(app.app, '/api/articles?populate=image');
      expect(res.statusCode).toBe(200);
      const data = res.json().data as Item[];
      expect(data.map((a) => a.attributes.slug)).toEqual(['dormir-mejor', 'pedir-ayuda-no-es-debilidad', 'respirar-ante-la-ansiedad']);
      cms.phase = 'mixed';
      cms.alter = (body) => ({
        ...body,
        data: (body.data as Record<string, unknown>[]).map((a) =>
          a.image ? { ...a, image: { ...(a.image as object), url: 'https://media.example/x.png' } } : a,
        ),
      });
      await get(app.app, '/api/articles?populate=image'); // serves the copy, refreshes behind it
      await new Promise((r) => setTimeout(r, 300));
      const fresh = (await get(app.app, '/api/articles?populate=image')).json().data as Item[];
      expect(fresh[0].attributes.image.data?.attributes.url).toBe('https://media.example/x.png');
    } finally {
      await app.close();
    }
  });

  it('while the CMS is down, the blog keeps working from the last good copy, also after a restart', async () => {
    const app = await createTestApp({ cmsUrl: cms.url, cms: { timeoutMs: 1000, freshMs: 0 } });
    try {
      const good = (await get(app.app, '/api/articles?populate=image')).json();
      expect(good.data).toHaveLength(4);
      cms.down = true;
      const during = await get(app.app, '/api/articles?populate=image');
      expect(during.statusCode).toBe(200);
      expect(during.json()).toEqual(good);
      // a new process (a restart, another replica) on the same database, the CMS still down
      const restarted = await buildApp({ db: app.db, migrate: false, logger: false, config: { ...app.app.ctx.config } });
      try {
        const after = await get(restarted, '/api/articles?populate=image');
        expect(after.statusCode).toBe(200);
        expect(after.json()).toEqual(good);
        // a page nobody has read yet cannot be made up: a clear 503 in the reader's language
        const never = await get(restarted, '/api/articles?pagination[page]=3&pagination[pageSize]=1', 'en');
        expect(never.statusCode).toBe(503);
        expect(never.json().message).toBe('The blog is not available right now. Please try again in a few minutes.');
      } finally {
        await restarted.close();
      }
      cms.down = false;
    } finally {
      await app.close();
    }
  });

  it('asks the CMS once for a fresh copy, however many readers come', async () => {
    const before = cms.requests.length;
    const url = '/api/articles?filters[slug][$eq]=respirar-ante-la-ansiedad&populate=image';
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(t.app, url)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await get(t.app, url)).json().data[0].attributes.title).toBe('Respirar ante la ansiedad');
    expect(cms.requests.length - before).toBe(1);
  });
});
