import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiPath, http, HttpResponse, server } from '@aliento/testing';
import { CLIENT_ID, THERAPISTS } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

// as when the fuzzy search chunk cannot be downloaded
jest.mock('../search-by-name', () => {
  throw new Error('Loading chunk failed');
});

beforeEach(() => {
  server.use(
    http.get(apiPath('/api/therapists'), () => HttpResponse.json(THERAPISTS)),
    http.get(apiPath(`/api/favorites/user/${CLIENT_ID}`), () => HttpResponse.json({})),
    http.get(apiPath(`/api/clients/${CLIENT_ID}`), () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
  );
});

const cardNames = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'));

it('still narrows the directory by name, ignoring case and accents, when the fuzzy search cannot load', async () => {
  renderApp('/dashboard/therapists');
  await waitFor(() => expect(cardNames()).toHaveLength(4));
  await userEvent.click(screen.getByRole('button', { name: 'Filtros', expanded: false }));
  const search = within(screen.getByRole('complementary', { name: 'Filtros' })).getByRole('searchbox', { name: 'Buscar por nombre' });

  await userEvent.type(search, 'LUCIA mendez');
  await waitFor(() => expect(cardNames()).toEqual(['Lucía Méndez']));
  expect(screen.getByRole('heading', { level: 1, name: 'Encuentra a tu terapeuta' })).toBeInTheDocument();

  await userEvent.clear(search);
  await waitFor(() => expect(cardNames()).toHaveLength(4));
});
