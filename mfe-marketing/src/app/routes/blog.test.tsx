import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server, http, HttpResponse, apiPath, clientToken } from '@aliento/testing';
import type { Article } from '@aliento/contracts/articles';
import { renderApp } from '../../testing/render-app';

beforeAll(() => Promise.all([import('./blog-list-page'), import('./article-page')]));

function article(id: number, slug: string, over: Partial<Article['attributes']> = {}): Article {
  return {
    id,
    attributes: {
      title: `Título ${id}`,
      slug,
      description: `Descripción del artículo ${id}`,
      timeToRead: 5,
      content: '## Respira\n\nUn párrafo con **negritas**.',
      html: '<h2>Respira</h2>\n<p>Un párrafo con <strong>negritas</strong>.</p>',
      image: { data: { attributes: { url: `/uploads/images/article-${id}.webp` } } },
      ...over,
    },
  };
}

describe('blog list', () => {
  it('is blank while loading, then shows the cards; each whole card links to its article', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    let seen: Request | null = null;
    server.use(
      http.get(apiPath('/api/articles'), async ({ request }) => {
        seen = request;
        await gate;
        return HttpResponse.json({ data: [article(1, 'ansiedad'), article(2, 'duelo', { timeToRead: '8' })] });
      }),
    );
    renderApp('/blog', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(seen).not.toBeNull());
    const list = screen.getByTestId('blog-list');
    expect(list).toBeEmptyDOMElement();
    expect(screen.queryByText('No hay publicaciones para mostrar.')).not.toBeInTheDocument();
    release();
    const links = await within(list).findAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/blog/ansiedad', '/blog/duelo']);
    expect(within(list).getByRole('heading', { name: 'Título 1' })).toBeInTheDocument();
    expect(within(list).getByText('5 min de lectura')).toBeInTheDocument();
    expect(within(list).getByText('8 min de lectura')).toBeInTheDocument();
    expect(within(list).getByText('Descripción del artículo 2')).toBeInTheDocument();
    const img = within(list).getByRole('img', { name: 'Imagen del artículo: Título 1' });
    expect(img).toHaveAttribute('src', apiPath('/uploads/images/article-1.webp'));
    expect(img).toHaveAttribute('width', '350');
    expect(img).toHaveAttribute('height', '250');
    // the first card's image is the page's largest paint: loaded at once and first; the others when near
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(within(list).getByRole('img', { name: 'Imagen del artículo: Título 2' })).toHaveAttribute('loading', 'lazy');
    const request = seen as unknown as Request;
    expect(new URL(request.url).searchParams.get('populate')).toBe('image');
    expect(request.headers.get('cache-control')).toContain('no-cache');
    expect(request.headers.get('content-type')).toBe('application/json');
  });

  it('shows one page of cards and the next one when the reader asks, without repeating a card', async () => {
    const pages: string[] = [];
    server.use(
      http.get(apiPath('/api/articles'), ({ request }) => {
        const page = new URL(request.url).searchParams.get('pagination[page]') ?? '';
        pages.push(page);
        const pagination = { page: Number(page), pageSize: 12, pageCount: 2, total: 3 };
        return page === '1'
          ? HttpResponse.json({ data: [article(1, 'uno'), article(2, 'dos')], meta: { pagination } })
          : HttpResponse.json({ data: [article(2, 'dos'), article(3, 'tres')], meta: { pagination } });
      }),
    );
    renderApp('/blog', 'es');
    const list = await screen.findByTestId('blog-list', {}, { timeout: 5000 });
    expect(await within(list).findAllByRole('article')).toHaveLength(2);
    await userEvent.click(within(list).getByRole('button', { name: 'Ver más artículos' }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Título 1', 'Título 2', 'Título 3']);
    expect(pages).toEqual(['1', '2']);
    expect(within(list).queryByRole('button', { name: 'Ver más artículos' })).not.toBeInTheDocument();
  });

  it("shows 'No posts to display.' when there are none (English)", async () => {
    server.use(http.get(apiPath('/api/articles'), () => HttpResponse.json({ data: [] })));
    renderApp('/blog', 'en');
    expect(await screen.findByText('No posts to display.', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('reads only our API (never a CMS), shows absolute CMS image URLs as they come and sends no bearer token', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get(apiPath('/api/articles'), ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({
          data: [article(3, 'familia', { image: { data: { attributes: { url: 'https://cms.example/uploads/familia.png' } } } })],
        });
      }),
    );
    renderApp('/blog', 'es', clientToken());
    const img = await screen.findByRole('img', { name: 'Imagen del artículo: Título 3' }, { timeout: 5000 });
    expect(img).toHaveAttribute('src', 'https://cms.example/uploads/familia.png');
    expect(auth).toBeNull();
  });
});

describe('blog article', () => {
  it("asks for the slug and renders title, time to read, image and the content's HTML", async () => {
    let query: URLSearchParams | null = null;
    server.use(
      http.get(apiPath('/api/articles'), ({ request }) => {
        query = new URL(request.url).searchParams;
        return HttpResponse.json({ data: [article(7, 'sueno', { title: 'Dormir mejor', timeToRead: '6 min' })] });
      }),
    );
    renderApp('/blog/sueno', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dormir mejor' }, { timeout: 5000 })).toBeInTheDocument();
    expect((query as unknown as URLSearchParams).get('filters[slug][$eq]')).toBe('sueno');
    expect((query as unknown as URLSearchParams).get('populate')).toBe('image');
    expect(screen.getByText('6 min read')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Article image: Dormir mejor' })).toHaveAttribute('src', apiPath('/uploads/images/article-7.webp'));
    expect(screen.getByRole('heading', { level: 2, name: 'Respira' })).toBeInTheDocument();
    expect(screen.getByText('negritas').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: /Back to the blog/ })).toHaveAttribute('href', '/blog');
  });

  it('never renders a script, an event handler, a frame or a javascript: link, even if an answer carried one', async () => {
    const content = [
      '<h2>Hola</h2>',
      '<script>window.__pwned = true</script>',
      '<p>Texto <img src="x" onerror="window.__pwned = true"> seguro.</p>',
      '<div onclick="alert(1)">clic</div><iframe src="https://evil.example"></iframe><form><input name="p"></form>',
      '<p><a href="javascript:alert(1)">enlace</a> <a href="https://988lifeline.org/es/" rel="noopener noreferrer">988</a></p>',
    ].join('\n');
    server.use(http.get(apiPath('/api/articles'), () => HttpResponse.json({ data: [article(9, 'xss', { title: 'Seguro', html: content })] })));
    const { container } = renderApp('/blog/xss', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Seguro' }, { timeout: 5000 })).toBeInTheDocument();
    await screen.findByText(/seguro\./);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('<script');
    expect(container.innerHTML).not.toContain('javascript:');
    expect(container.querySelector('iframe, form, input')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Hola' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '988' })).toHaveAttribute('href', 'https://988lifeline.org/es/');
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('shows the words of an article from an API older than its HTML, as text and never as markup', async () => {
    const old = article(10, 'viejo', { title: 'Viejo', content: '## Respira\n\nUn <b>párrafo</b>.', html: undefined });
    server.use(http.get(apiPath('/api/articles'), () => HttpResponse.json({ data: [old] })));
    const { container } = renderApp('/blog/viejo', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Viejo' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Un <b>párrafo</b>.')).toBeInTheDocument();
    expect(container.querySelector('.article-content b')).toBeNull();
  });

  it('says when an article is not translated yet, and marks it with its own language', async () => {
    server.use(
      http.get(apiPath('/api/articles'), () => HttpResponse.json({ data: [article(8, 'duelo', { title: 'Vivir el duelo', locale: 'es' })] })),
    );
    renderApp('/blog/duelo', 'en');
    const title = await screen.findByRole('heading', { level: 1, name: 'Vivir el duelo' }, { timeout: 5000 });
    expect(screen.getByText('This article is only available in Spanish.')).toBeInTheDocument();
    expect(title).toHaveAttribute('lang', 'es');
    expect(screen.getByRole('heading', { level: 2, name: 'Respira' }).closest('[lang]')).toHaveAttribute('lang', 'es');
  });

  it("says nothing about the language when the article is in the reader's", async () => {
    server.use(http.get(apiPath('/api/articles'), () => HttpResponse.json({ data: [article(8, 'duelo', { title: 'Grief', locale: 'en' })] })));
    renderApp('/blog/duelo', 'en');
    const title = await screen.findByRole('heading', { level: 1, name: 'Grief' }, { timeout: 5000 });
    expect(screen.queryByText(/only available in/)).not.toBeInTheDocument();
    expect(title).not.toHaveAttribute('lang');
  });

  it('says so when the article does not exist', async () => {
    server.use(http.get(apiPath('/api/articles'), () => HttpResponse.json({ data: [] })));
    renderApp('/blog/no-existe', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontramos este artículo' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
