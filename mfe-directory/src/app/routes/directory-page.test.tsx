import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toastStore } from '@aliento/core';
import { apiPath, http, HttpResponse, server, therapistToken, adminToken } from '@aliento/testing';
import type { FavoritesMap } from '@aliento/contracts/favorites';
import type { Subscription } from '@aliento/contracts/subscriptions';
import { CLIENT_ID, IDS, THERAPISTS, clientProfile, favorite, subscription } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { FIRST_CARDS, PAGE_CARDS } from './directory-page';
import { resetDirectoryFilters } from '../../features/therapists/stores/filters-store';

// every render of a therapist's card
const mockCardRenders = { count: 0 };
jest.mock('../../features/therapists/components/therapist-card', () => {
  const actual = jest.requireActual<typeof import('../../features/therapists/components/therapist-card')>(
    '../../features/therapists/components/therapist-card',
  );
  return {
    ...actual,
    TherapistCard: (props: Parameters<typeof actual.TherapistCard>[0]) => (mockCardRenders.count++, actual.TherapistCard(props)),
  };
});

let favorites: FavoritesMap;
let sub: Subscription | null;

beforeEach(() => {
  resetDirectoryFilters();
  favorites = {};
  sub = subscription({ plan: 'PLAN_FOUR', currentCredit: 3, initialCredit: 4 });
  server.use(
    http.get(apiPath(`/api/subscriptions/client/${CLIENT_ID}`), () => HttpResponse.json(sub)),
    http.get(apiPath('/api/therapists'), ({ request }) => {
      expect(new URL(request.url).searchParams.get('approved')).toBe('true');
      return HttpResponse.json(THERAPISTS);
    }),
    http.get(apiPath(`/api/favorites/user/${CLIENT_ID}`), () => HttpResponse.json(favorites)),
    http.get(apiPath(`/api/clients/${CLIENT_ID}`), () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
  );
});

afterEach(() => {
  jest.useRealTimers();
});

const cardNames = () => screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'));
const toasts = () => toastStore.getState().items.map((t) => `${t.kind}:${t.text}`);

async function openFilters(name = 'Filtros') {
  const toggle = screen.getByRole('button', { name, expanded: false });
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return within(screen.getByRole('complementary', { name }));
}

async function renderDirectory(language: 'es' | 'en' = 'es') {
  renderApp('/dashboard/therapists', { language });
  await waitFor(() => expect(cardNames()).toHaveLength(4));
}

describe('Directory', () => {
  it('shows the first cards on their own first (the first photo does not wait for the whole list), then all', async () => {
    const many = Array.from({ length: FIRST_CARDS + 3 }, (_, i) => ({
      ...THERAPISTS[i % THERAPISTS.length],
      user: `00000000-0000-4000-8000-${String(100 + i).padStart(12, '0')}`,
      firstName: `Nombre${i}`,
    }));
    server.use(http.get(apiPath('/api/therapists'), () => HttpResponse.json(many)));
    const counts: number[] = [];
    const observer = new MutationObserver(() => {
      const n = document.querySelectorAll('article').length;
      if (n > 0 && counts.at(-1) !== n) counts.push(n);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderApp('/dashboard/therapists', { language: 'es' });
    await waitFor(() => expect(cardNames()).toHaveLength(many.length));
    observer.disconnect();
    expect(counts).toEqual([FIRST_CARDS, many.length]);
    expect(screen.getByText(`${many.length} terapeutas`)).toBeInTheDocument();
  });

  it('shows a page of cards and "Ver más terapeutas" adds the next page, the focus on its first card; a new filter starts again', async () => {
    const total = PAGE_CARDS * 2 + 5;
    const many = Array.from({ length: total }, (_, i) => ({
      ...THERAPISTS[i % THERAPISTS.length],
      user: `00000000-0000-4000-8000-${String(100 + i).padStart(12, '0')}`,
      firstName: `Nombre${i}`,
    }));
    server.use(http.get(apiPath('/api/therapists'), () => HttpResponse.json(many)));
    renderApp('/dashboard/therapists', { language: 'es' });
    await waitFor(() => expect(cardNames()).toHaveLength(PAGE_CARDS));
    expect(screen.getByText(`${total} terapeutas`)).toBeInTheDocument();
    expect(screen.getByText(`Ves ${PAGE_CARDS} de ${total} terapeutas`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ver más terapeutas' }));
    await waitFor(() => expect(cardNames()).toHaveLength(PAGE_CARDS * 2));
    expect(cardNames()).toEqual(many.slice(0, PAGE_CARDS * 2).map((t) => `${t.firstName} ${t.lastName}`));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('article', { name: cardNames()[PAGE_CARDS]! })));
    expect(screen.getByText(`Ves ${PAGE_CARDS * 2} de ${total} terapeutas`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ver más terapeutas' }));
    await waitFor(() => expect(cardNames()).toHaveLength(total));
    expect(screen.queryByRole('button', { name: 'Ver más terapeutas' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Ves \d+ de/)).not.toBeInTheDocument();

    // a filter narrows the list and shows its first page again
    const sidebar = await openFilters();
    await userEvent.click(sidebar.getByRole('checkbox', { name: 'Mujer' }));
    const women = many.filter((t) => t.therapistGender === 'GENDER_FEMALE').length;
    await waitFor(() => expect(cardNames()).toHaveLength(Math.min(PAGE_CARDS, women)));
    expect(women).toBeGreaterThan(PAGE_CARDS);
    expect(screen.getByText(`Ves ${PAGE_CARDS} de ${women} terapeutas`)).toBeInTheDocument();
  });

  it('shows approved therapist cards with image or placeholder, specialties, certifications and links', async () => {
    await renderDirectory();
    expect(cardNames()).toEqual(['Carlos Ramírez', 'Lucía Méndez', 'Ana Torres', 'Jorge Castillo']);
    const lucia = within(screen.getByRole('article', { name: 'Lucía Méndez' }));
    expect(lucia.getByRole('img', { name: 'Ilustración en lugar de la foto de Lucía Méndez' })).toHaveAttribute('data-placeholder', 'GENDER_FEMALE');
    expect(lucia.getByText('Ansiedad')).toBeInTheDocument();
    expect(lucia.getByText('Depresión')).toBeInTheDocument();
    expect(lucia.getByText('Licenciada en Psicología (UNAM)')).toBeInTheDocument();
    expect(lucia.getByRole('link', { name: 'Agendar cita con Lucía Méndez' })).toHaveAttribute('href', `/dashboard/therapists/${IDS.lucia}#calendly`);
    expect(lucia.getByRole('link', { name: 'Ver más sobre Lucía Méndez' })).toHaveAttribute('href', `/dashboard/therapists/${IDS.lucia}`);
    const photo = within(screen.getByRole('article', { name: 'Ana Torres' })).getByRole('img', { name: 'Foto de Ana Torres' });
    expect(photo).toHaveAttribute('src', 'http://api.test/uploads/images/ana.jpg');
    expect(photo).toHaveAttribute('loading', 'lazy');
    // shown whole: the crop the therapist chose is the crop people see (not cut again to the card's shape)
    expect(getComputedStyle(photo).objectFit).toBe('contain');
    expect(photo).toHaveAttribute('width');
    expect(photo).toHaveAttribute('height');
    expect(within(screen.getByRole('article', { name: 'Carlos Ramírez' })).getByRole('img')).toHaveAttribute('data-placeholder', 'GENDER_MALE');
  });

  it("loads the first card's photo at once and first (the page's largest paint); the others when near", async () => {
    const ana = THERAPISTS.find((t) => t.user === IDS.ana)!;
    const others = THERAPISTS.filter((t) => t.user !== IDS.ana);
    server.use(
      http.get(apiPath('/api/therapists'), () =>
        HttpResponse.json([ana, ...others, { ...others[0], user: '00000000-0000-4000-8000-0000000000ff', profileImage: 'carlos.jpg' }]),
      ),
    );
    renderApp('/dashboard/therapists', { language: 'es' });
    const first = await screen.findByRole('img', { name: 'Foto de Ana Torres' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const later = await screen.findByRole('img', { name: /^Foto de Carlos/ });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority', 'high');
  });

  it('uses the spec English texts', async () => {
    await renderDirectory('en');
    const carlos = within(screen.getByRole('article', { name: 'Carlos Ramírez' }));
    expect(carlos.getByRole('link', { name: /Book Now/ })).toBeInTheDocument();
    expect(carlos.getByRole('link', { name: /See More/ })).toBeInTheDocument();
    expect(carlos.getByText('Couples therapy')).toBeInTheDocument();
  });

  it('keeps the sidebar collapsed on phones until Filters is pressed', async () => {
    await renderDirectory();
    expect(screen.queryByRole('complementary', { name: 'Filtros' })).not.toBeInTheDocument();
    await openFilters();
    expect(screen.getByRole('searchbox', { name: 'Buscar por nombre' })).toBeVisible();
  });

  it('on a phone the filters are a sheet: focus inside, "Ver N terapeutas" or Esc closes it and returns to the toggle', async () => {
    await renderDirectory();
    const sidebar = await openFilters();
    expect(sidebar.getByRole('searchbox', { name: 'Buscar por nombre' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Ver 4 terapeutas' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver 4 terapeutas' }));
    const toggle = screen.getByRole('button', { name: 'Filtros', expanded: false });
    expect(toggle).toHaveFocus();
    expect(screen.queryByRole('complementary', { name: 'Filtros' })).not.toBeInTheDocument();

    await openFilters();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Filtros', expanded: false })).toHaveFocus();
    expect(screen.queryByRole('complementary', { name: 'Filtros' })).not.toBeInTheDocument();
  });

  it('closes the sheet and lets the page scroll when the screen grows to the sidebar width (a tablet turned)', async () => {
    const listeners: Array<() => void> = [];
    const media = (query: string, matches: boolean) => ({
      media: query,
      matches,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: (_: string, listener: () => void) => void listeners.push(listener),
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
    const wide = media('(min-width: 992px)', false);
    const original = window.matchMedia;
    const matchMedia = jest
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => (query === wide.media ? wide : original(query)) as unknown as MediaQueryList);
    try {
      await renderDirectory();
      await openFilters();
      expect(document.documentElement.style.overflow).toBe('hidden');
      wide.matches = true;
      act(() => listeners.forEach((l) => l()));
      expect(screen.getByRole('button', { name: 'Filtros', expanded: false })).toBeInTheDocument();
      expect(document.documentElement.style.overflow).toBe('');
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('searches names fuzzily, 200 ms after the last keystroke', async () => {
    await renderDirectory();
    const sidebar = await openFilters();
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(sidebar.getByRole('searchbox', { name: 'Buscar por nombre' }), 'lusia mendes');
    act(() => jest.advanceTimersByTime(199));
    await waitFor(() => expect(cardNames()).toHaveLength(4));
    act(() => jest.advanceTimersByTime(1));
    // the fuzzy search is fetched on demand, so the first result may come a moment later
    await waitFor(() => expect(cardNames()).toEqual(['Lucía Méndez']));

    await user.clear(sidebar.getByRole('searchbox', { name: 'Buscar por nombre' }));
    await user.type(sidebar.getByRole('searchbox', { name: 'Buscar por nombre' }), 'Castilo');
    act(() => jest.advanceTimersByTime(200));
    await waitFor(() => expect(cardNames()).toEqual(['Jorge Castillo']));

    await user.clear(sidebar.getByRole('searchbox', { name: 'Buscar por nombre' }));
    await user.type(sidebar.getByRole('searchbox', { name: 'Buscar por nombre' }), 'zzqx');
    act(() => jest.advanceTimersByTime(200));
    await waitFor(() => expect(cardNames()).toEqual([]));
    expect(screen.getByText('No encontramos terapeutas con estos filtros. Prueba quitando alguno.')).toBeInTheDocument();
  });

  it('filters by gender: any checked value matches, none checked means no filter', async () => {
    await renderDirectory();
    const sidebar = await openFilters();
    await userEvent.click(sidebar.getByRole('checkbox', { name: 'Mujer' }));
    await waitFor(() => expect(cardNames()).toEqual(['Lucía Méndez', 'Ana Torres']));
    await userEvent.click(sidebar.getByRole('checkbox', { name: 'Hombre' }));
    await waitFor(() => expect(cardNames()).toHaveLength(4));
    await userEvent.click(sidebar.getByRole('checkbox', { name: 'Mujer' }));
    await waitFor(() => expect(cardNames()).toEqual(['Carlos Ramírez', 'Jorge Castillo']));
    await userEvent.click(sidebar.getByRole('checkbox', { name: 'Hombre' }));
    await waitFor(() => expect(cardNames()).toHaveLength(4));
  });

  it('filters by specialty: a therapist with any checked specialty matches', async () => {
    await renderDirectory();
    const sidebar = await openFilters();
    await userEvent.click(sidebar.getByRole('checkbox', { name: 'Ansiedad' }));
    await waitFor(() => expect(cardNames()).toEqual(['Lucía Méndez', 'Ana Torres']));
    await userEvent.click(sidebar.getByRole('checkbox', { name: 'Adicciones' }));
    await waitFor(() => expect(cardNames()).toEqual(['Lucía Méndez', 'Ana Torres', 'Jorge Castillo']));
  });

  it('combines search, gender and specialty filters', async () => {
    await renderDirectory();
    const sidebar = await openFilters();
    // "Quitar filtros" only while a filter is set (rendered from the start, hidden: see ClearFilters)
    expect(sidebar.queryByRole('button', { name: 'Quitar filtros' })).toBeNull();
    await userEvent.click(sidebar.getByRole('checkbox', { name: 'Ansiedad' }));
    await userEvent.click(sidebar.getByRole('checkbox', { name: 'Adicciones' }));
    await userEvent.click(sidebar.getByRole('checkbox', { name: 'Hombre' }));
    await waitFor(() => expect(cardNames()).toEqual(['Jorge Castillo']));
    await userEvent.click(sidebar.getByRole('checkbox', { name: 'Hombre' }));
    await userEvent.type(sidebar.getByRole('searchbox', { name: 'Buscar por nombre' }), 'Torres');
    await waitFor(() => expect(cardNames()).toEqual(['Ana Torres']));
    await userEvent.click(sidebar.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(cardNames()).toHaveLength(4));
    expect(sidebar.getByRole('searchbox', { name: 'Buscar por nombre' })).toHaveValue('');
    expect(sidebar.queryByRole('button', { name: 'Quitar filtros' })).toBeNull();
  });

  it('shows only favourites under My Therapists and everyone under All Therapists', async () => {
    favorites = { [IDS.ana]: favorite(IDS.ana), [IDS.jorge]: favorite(IDS.jorge) };
    await renderDirectory('en');
    const sidebar = await openFilters('Filters');
    expect(sidebar.getByRole('button', { name: 'All Therapists' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(sidebar.getByRole('button', { name: 'My Therapists' }));
    expect(sidebar.getByRole('button', { name: 'My Therapists' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(cardNames()).toEqual(['Ana Torres', 'Jorge Castillo']));
    await userEvent.click(sidebar.getByRole('checkbox', { name: 'Female' }));
    await waitFor(() => expect(cardNames()).toEqual(['Ana Torres']));
    await userEvent.click(sidebar.getByRole('button', { name: 'All Therapists' }));
    await waitFor(() => expect(cardNames()).toEqual(['Lucía Méndez', 'Ana Torres']));
  });

  it('renders only the cards that change: "show more" renders the cards it adds, the favourites the hearts they change', async () => {
    const total = PAGE_CARDS + 3;
    const many = Array.from({ length: total }, (_, i) => ({
      ...THERAPISTS[i % THERAPISTS.length],
      user: `00000000-0000-4000-8000-${String(100 + i).padStart(12, '0')}`,
      firstName: `Nombre${i}`,
    }));
    let answer: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(apiPath('/api/therapists'), () => HttpResponse.json(many)),
      http.get(apiPath(`/api/favorites/user/${CLIENT_ID}`), async () => {
        await arrived;
        return HttpResponse.json({ [many[1]!.user]: favorite(many[1]!.user) });
      }),
    );
    renderApp('/dashboard/therapists', { language: 'en' });
    await waitFor(() => expect(cardNames()).toHaveLength(PAGE_CARDS));
    await new Promise((resolve) => setTimeout(resolve, 50));
    let rendered = mockCardRenders.count;
    answer();
    const heart = screen.getByRole('button', { name: `Favorite: ${many[1]!.firstName} ${many[1]!.lastName}` });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(mockCardRenders.count - rendered).toBe(1);

    rendered = mockCardRenders.count;
    await userEvent.click(screen.getByRole('button', { name: 'Show more therapists' }));
    await waitFor(() => expect(cardNames()).toHaveLength(total));
    expect(mockCardRenders.count - rendered).toBe(total - PAGE_CARDS);
  });

  it('says how to add favourites when My Therapists is empty', async () => {
    await renderDirectory();
    const sidebar = await openFilters();
    await userEvent.click(sidebar.getByRole('button', { name: 'Mis terapeutas' }));
    await waitFor(() => expect(cardNames()).toEqual([]));
    expect(screen.getByText(/Toca el corazón de un perfil/)).toBeInTheDocument();
  });

  it('adds a favourite with POST and removes one with DELETE, refetching after each', async () => {
    favorites = { [IDS.lucia]: favorite(IDS.lucia) };
    const calls: string[] = [];
    server.use(
      http.post(apiPath(`/api/favorites/user/${CLIENT_ID}`), async ({ request }) => {
        const body = (await request.json()) as { therapistUser: string };
        calls.push(`POST ${body.therapistUser}`);
        favorites = { ...favorites, [body.therapistUser]: favorite(body.therapistUser) };
        return HttpResponse.json(favorites);
      }),
      http.delete(apiPath(`/api/favorites/user/${CLIENT_ID}/therapist/:therapistId`), ({ params }) => {
        calls.push(`DELETE ${String(params.therapistId)}`);
        const { [String(params.therapistId)]: _removed, ...rest } = favorites;
        favorites = rest;
        return HttpResponse.json(favorites);
      }),
    );
    await renderDirectory('en');
    const luciaHeart = screen.getByRole('button', { name: 'Favorite: Lucía Méndez' });
    const carlosHeart = screen.getByRole('button', { name: 'Favorite: Carlos Ramírez' });
    await waitFor(() => expect(luciaHeart).toHaveAttribute('aria-pressed', 'true'));
    expect(carlosHeart).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(carlosHeart);
    await waitFor(() => expect(carlosHeart).toHaveAttribute('aria-pressed', 'true'));
    expect(calls).toEqual([`POST ${IDS.carlos}`]);

    await userEvent.click(luciaHeart);
    await waitFor(() => expect(luciaHeart).toHaveAttribute('aria-pressed', 'false'));
    expect(calls).toEqual([`POST ${IDS.carlos}`, `DELETE ${IDS.lucia}`]);
    expect(toasts()).toContain('success:Removed favorite');
  });

  it('says the removal in Spanish, and shows the server error when a toggle fails', async () => {
    favorites = { [IDS.lucia]: favorite(IDS.lucia) };
    server.use(
      http.delete(apiPath(`/api/favorites/user/${CLIENT_ID}/therapist/:therapistId`), () => {
        favorites = {};
        return HttpResponse.json({});
      }),
      http.post(apiPath(`/api/favorites/user/${CLIENT_ID}`), () => HttpResponse.json({ message: 'Algo salió mal' }, { status: 500 })),
    );
    await renderDirectory();
    const luciaHeart = screen.getByRole('button', { name: 'Favorito: Lucía Méndez' });
    await waitFor(() => expect(luciaHeart).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(luciaHeart);
    await waitFor(() => expect(luciaHeart).toHaveAttribute('aria-pressed', 'false'));
    expect(toasts()).toContain('success:Se quitó de tus favoritos');

    await userEvent.click(screen.getByRole('button', { name: 'Favorito: Ana Torres' }));
    await waitFor(() => expect(toasts()).toContain('error:Error: Algo salió mal'));
    expect(screen.getByRole('button', { name: 'Favorito: Ana Torres' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('orders by match with the client preferences and says why on the card', async () => {
    server.use(
      http.get(apiPath(`/api/clients/${CLIENT_ID}`), () =>
        HttpResponse.json(
          clientProfile({ therapistGender: 'GENDER_FEMALE', therapistLGBTQ: true, therapistOrientation: true, therapistCountryOfOrigin: 'Mexico' }),
        ),
      ),
    );
    await renderDirectory();
    expect(cardNames()).toEqual(['Lucía Méndez', 'Jorge Castillo', 'Ana Torres', 'Carlos Ramírez']);
    expect(within(screen.getByRole('article', { name: 'Lucía Méndez' })).getByTestId('match-reason')).toHaveTextContent(
      'Es de México y tiene experiencia LGBTQ+',
    );
    expect(within(screen.getByRole('article', { name: 'Ana Torres' })).getByTestId('match-reason')).toHaveTextContent('Es mujer');
    expect(within(screen.getByRole('article', { name: 'Carlos Ramírez' })).queryByTestId('match-reason')).not.toBeInTheDocument();
    expect(screen.getByText('Ordenados según tus preferencias.')).toBeInTheDocument();
  });

  it('writes the reason line in English on the English page', async () => {
    server.use(
      http.get(apiPath(`/api/clients/${CLIENT_ID}`), () =>
        HttpResponse.json(clientProfile({ therapistLGBTQ: true, therapistCountryOfOrigin: 'Mexico', specialties: ['ANXIETY'] })),
      ),
    );
    await renderDirectory('en');
    expect(cardNames()[0]).toBe('Lucía Méndez');
    expect(within(screen.getByRole('article', { name: 'Lucía Méndez' })).getByTestId('match-reason')).toHaveTextContent(
      'Is from Mexico and has LGBTQ+ experience',
    );
  });

  it('keeps the API order when the preferences cannot be loaded', async () => {
    server.use(http.get(apiPath(`/api/clients/${CLIENT_ID}`), () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    await renderDirectory();
    expect(cardNames()).toEqual(['Carlos Ramírez', 'Lucía Méndez', 'Ana Torres', 'Jorge Castillo']);
    expect(screen.queryByTestId('match-reason')).not.toBeInTheDocument();
  });

  it('shows a retry when the list fails, with the server message in a toast', async () => {
    let fail = true;
    server.use(
      http.get(apiPath('/api/therapists'), () =>
        fail ? HttpResponse.json({ message: 'No disponible' }, { status: 503 }) : HttpResponse.json(THERAPISTS),
      ),
    );
    renderApp('/dashboard/therapists');
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar la lista de terapeutas');
    expect(toasts()).toContain('error:Error: No disponible');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    await waitFor(() => expect(cardNames()).toHaveLength(4));
  });

  it('sends therapists to appointments and admins to the admin area', async () => {
    const first = renderApp('/dashboard/therapists', { token: therapistToken() });
    expect(await screen.findByTestId('appointments')).toBeInTheDocument();
    first.unmount();
    renderApp('/dashboard/therapists', { token: adminToken() });
    expect(await screen.findByTestId('admin')).toBeInTheDocument();
  });
});

describe('the free first session', () => {
  it('is announced above the list until it is used', async () => {
    sub = subscription();
    await renderDirectory('es');
    expect(await screen.findByText('Tu primera sesión es gratis.')).toBeInTheDocument();
  });

  it.each([
    ['a paying client', () => subscription({ plan: 'PLAN_FOUR', currentCredit: 3, initialCredit: 4 })],
    ['a client who used it', () => subscription({ currentCredit: 0 })],
  ])('is not announced to %s', async (_who, make) => {
    sub = make();
    let answered = 0;
    server.use(
      http.get(apiPath(`/api/subscriptions/client/${CLIENT_ID}`), () => {
        answered += 1;
        return HttpResponse.json(sub);
      }),
    );
    await renderDirectory('en');
    await waitFor(() => expect(answered).toBe(1));
    await act(async () => {});
    expect(screen.queryByText('Your first session is free.')).not.toBeInTheDocument();
  });
});
