import { screen } from '@testing-library/react';
import { server, http, HttpResponse, apiPath, renderWithProviders } from '@aliento/testing';
import BlogListPage from '../../../app/routes/blog-list-page';
import { prefetchFirstPage } from './use-articles';

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
