import { screen } from '@testing-library/react';
import { server, http, HttpResponse, apiPath, renderWithProviders } from '@aliento/testing';
import BlogListPage from '../../../app/routes/blog-list-page';
import { prefetchFirstPage } from './use-articles';
import { articlesPageUrl } from '../api/articles-page-url';
import { contentBaseUrl } from '../lib/content-service';

const ARTICLE = {
  id: 1,
  attributes: { title: 'Respirar', slug: 'respirar', description: 'Calma', timeToRead: 5, content: 'Texto', html: '<p>Texto</p>' },
};

function countRequests(answer: () => Response) {
  const asked = { count: 0 };
  server.use(
    http.get(apiPath('/api/articles'), () => {
      asked.count += 1;
      return answer();
    }),
  );
  return asked;
}

it('shows the first page asked for ahead of the list (when the blog code ran), without asking again', async () => {
  const asked = countRequests(() => HttpResponse.json({ data: [ARTICLE] }));
  prefetchFirstPage();
  renderWithProviders(<BlogListPage />, { language: 'es' });
  expect(await screen.findByRole('heading', { name: 'Respirar' })).toBeInTheDocument();
  expect(asked.count).toBe(1);
});

it('asks again when the page asked for ahead failed', async () => {
  let calls = 0;
  const asked = countRequests(() => (++calls <= 2 ? new HttpResponse(null, { status: 503 }) : HttpResponse.json({ data: [ARTICLE] })));
  prefetchFirstPage();
  renderWithProviders(<BlogListPage />, { language: 'es' });
  expect(await screen.findByRole('heading', { name: 'Respirar' }, { timeout: 8000 })).toBeInTheDocument();
  expect(asked.count).toBe(3);
});

it("takes the first page the blog's frame already asked for (its painter), without asking again", async () => {
  const asked = countRequests(() => HttpResponse.json({ data: [{ ...ARTICLE, attributes: { ...ARTICLE.attributes, title: 'Del marco' } }] }));
  const page = window as { __alientoEarlyCalls?: Record<string, { token: string; at: number; response: Promise<Response | null> }> };
  const url = articlesPageUrl(contentBaseUrl(), 1);
  page.__alientoEarlyCalls = { [url]: { token: '', at: Date.now(), response: fetch(url) } };
  prefetchFirstPage();
  renderWithProviders(<BlogListPage />, { language: 'es' });
  expect(await screen.findByRole('heading', { name: 'Del marco' })).toBeInTheDocument();
  expect(asked.count).toBe(1);
  expect(page.__alientoEarlyCalls).toEqual({});
  delete page.__alientoEarlyCalls;
});
