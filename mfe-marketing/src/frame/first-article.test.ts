import { apiPath, http, HttpResponse, runInHead, server, TEST_API } from '@aliento/testing';
import { paintFirstArticle, type FramePage } from './first-article';

const page = window as Window & FramePage;
let seen: string[];

const article = (id: number, title: string, url: string | null) => ({
  id,
  attributes: {
    title,
    slug: `articulo-${id}`,
    description: 'Cinco pasos para una noche tranquila.',
    timeToRead: '6 min',
    content: 'Texto',
    image: { data: url ? { attributes: { url, alternativeText: null } } : null },
  },
});

/** The blog's frame as the prerender writes it (both languages), shown in `language`. */
function frame(language: 'es' | 'en' = 'es') {
  const drawn = (lng: string) =>
    `<div data-prerender="${lng}" inert><main><div data-remote="marketing"><h1>Blog</h1>` +
    `<div aria-busy="true" data-testid="blog-list"></div></div></main></div>`;
  document.body.innerHTML = `<div id="root">${drawn('es')}${drawn('en')}</div>`;
  document.documentElement.setAttribute('data-landing', language);
  page.__alientoRemotes = Promise.resolve(Response.json({ api: TEST_API, remotes: {} }));
  return document.querySelector(`[data-prerender="${language}"] [data-testid="blog-list"]`) as HTMLElement;
}

beforeEach(() => {
  seen = [];
  server.use(
    http.get(apiPath('/api/articles'), ({ request }) => {
      seen.push(request.url);
      return HttpResponse.json({
        data: [article(7, 'Dormir mejor', '/uploads/articles/dormir.jpg'), article(6, 'Respirar', null)],
        meta: { pagination: { page: 1, pageSize: 12, pageCount: 1, total: 2 } },
      });
    }),
  );
});

afterEach(() => {
  delete page.__alientoRemotes;
  delete page.__alientoEarlyCalls;
  document.documentElement.removeAttribute('data-landing');
});

describe("the blog's first card in the frame (before the app's code)", () => {
  it('paints the newest article with its image (high priority), title link, reading time and description', async () => {
    const list = frame();
    expect(await paintFirstArticle(page)).toBe(true);
    const card = list.querySelector('article')!;
    expect(card.querySelector('h2 a')).toHaveTextContent('Dormir mejor');
    expect(card.querySelector('h2 a')).toHaveAttribute('href', '/blog/articulo-7');
    const image = card.querySelector('img')!;
    expect(image).toHaveAttribute('src', `${TEST_API}/uploads/articles/dormir.jpg`);
    expect(image).toHaveAttribute('alt', 'Imagen del artículo: Dormir mejor');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(card).toHaveTextContent('6 min de lectura');
    expect(card).toHaveTextContent('Cinco pasos para una noche tranquila.');
    expect(list.querySelectorAll('article')).toHaveLength(1);
    expect(list.closest('[data-prerender]')).toHaveAttribute('data-handoff-when', '[data-testid="blog-list"] article');
    // the answer goes to the live list, still readable
    const [url] = Object.keys(page.__alientoEarlyCalls!);
    expect(url).toBe(seen[0]);
    expect((await (await page.__alientoEarlyCalls![url]!.response)!.json()).data).toHaveLength(2);
    expect(seen).toHaveLength(1);
  });

  it('in English on the English page', async () => {
    const list = frame('en');
    await paintFirstArticle(page);
    expect(list.querySelector('img')).toHaveAttribute('alt', 'Article image: Dormir mejor');
    expect(list).toHaveTextContent('6 min read');
    expect(document.querySelector('[data-prerender="es"] article')).toBeNull();
  });

  it('leaves the frame as drawn when the blog is empty or cannot be read', async () => {
    server.use(http.get(apiPath('/api/articles'), () => HttpResponse.json({ data: [] })));
    let list = frame();
    expect(await paintFirstArticle(page)).toBe(false);
    expect(list.childElementCount).toBe(0);

    server.use(http.get(apiPath('/api/articles'), () => new HttpResponse(null, { status: 503 })));
    list = frame();
    expect(await paintFirstArticle(page)).toBe(false);
    expect(list.childElementCount).toBe(0);
    expect(list.closest('[data-prerender]')).not.toHaveAttribute('data-handoff-when');
  });

  it('asks from the head, while the page is parsed, and paints once the frame is there', async () => {
    const root = frame().closest('#root')!;
    const drawn = root.innerHTML;
    root.innerHTML = ''; // the head: the frame has not arrived yet
    const painted = runInHead(() => paintFirstArticle(page), {
      started: () => expect(seen).toHaveLength(1),
      drawBody: () => (root.innerHTML = drawn),
    });
    expect(await painted).toBe(true);
    expect(document.querySelector('[data-prerender="es"] article h2')).toHaveTextContent('Dormir mejor');
  });
});
