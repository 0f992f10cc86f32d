import { apiPath, clientToken, http, HttpResponse, runInHead, server, TEST_API } from '@aliento/testing';
import type { Subscription } from '@aliento/contracts/subscriptions';
import { CLIENT_ID, THERAPISTS, clientProfile, subscription } from '../testing/fixtures';
import { paintFirstCard, type FramePage } from './first-card';

const page = window as Window & FramePage;
let sub: Subscription | null;
let seen: string[];

/** The therapists list's frame as the prerender writes it (both languages), shown in `language` to a client. */
function frame(language: 'es' | 'en' = 'es') {
  const drawn = (lng: string) =>
    `<div data-prerender="${lng}" data-role="ROLE_CLIENT" inert><main><h1>Encuentra a tu terapeuta</h1>` +
    `<section aria-label="Terapeutas"><div role="status"><p>Cargando terapeutas…</p></div></section></main></div>`;
  document.body.innerHTML = `<div id="root">${drawn('es')}${drawn('en')}</div>`;
  document.documentElement.setAttribute('data-landing', language);
  document.documentElement.setAttribute('data-role', 'ROLE_CLIENT');
  document.documentElement.setAttribute('data-handoff', 'pending');
  page.__alientoRemotes = Promise.resolve(Response.json({ api: TEST_API, remotes: {} }));
  return document.querySelector(`[data-prerender="${language}"] section`) as HTMLElement;
}

beforeEach(() => {
  seen = [];
  sub = subscription({ plan: 'PLAN_FREE', currentCredit: 1, initialCredit: 1 });
  window.localStorage.setItem('token', clientToken());
  server.use(
    http.get(apiPath('/api/therapists'), ({ request }) => {
      seen.push(request.url);
      return HttpResponse.json(THERAPISTS.map((t, i) => (i === 1 ? { ...t, profileImage: 'lucia.jpg' } : t)));
    }),
    http.get(apiPath(`/api/clients/${CLIENT_ID}`), () =>
      HttpResponse.json(
        clientProfile({ therapistGender: 'GENDER_FEMALE', therapistLGBTQ: true, therapistOrientation: true, therapistCountryOfOrigin: 'Mexico' }),
      ),
    ),
    http.get(apiPath(`/api/subscriptions/client/${CLIENT_ID}`), () => HttpResponse.json(sub)),
  );
});

afterEach(() => {
  delete page.__alientoRemotes;
  delete page.__alientoEarlyCalls;
  window.localStorage.clear();
  for (const name of ['data-landing', 'data-role', 'data-handoff']) document.documentElement.removeAttribute(name);
});

describe("the therapists list's first card in the frame (before the app's code)", () => {
  it("paints the client's best match (the live list's first card) with its photo, the count and the free first session", async () => {
    const section = frame();
    expect(await paintFirstCard(page)).toBe(true);
    const card = section.querySelector('article')!;
    expect(card).toHaveAttribute('aria-label', 'Lucía Méndez'); // first by match, second in the API's order
    expect(card.querySelector('h2')).toHaveTextContent('Lucía Méndez');
    const photo = card.querySelector('img')!;
    expect(photo).toHaveAttribute('src', `${TEST_API}/uploads/images/lucia.jpg`);
    expect(photo).toHaveAttribute('alt', 'Foto de Lucía Méndez');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(section).toHaveTextContent('Tu primera sesión es gratis.');
    expect(section).toHaveTextContent('4 terapeutas');
    expect(section).toHaveTextContent('Ordenados según tus preferencias.');
    expect(section.querySelector('[role="status"]')).toBeNull();
    // the frame now waits for the live list's first card before it hands over
    expect(section.closest('[data-prerender]')).toHaveAttribute('data-handoff-when', 'main section[aria-label] ul > li > article');
  });

  it('hands its answers to the app, which takes them instead of asking again', async () => {
    frame();
    await paintFirstCard(page);
    const calls = page.__alientoEarlyCalls!;
    expect(Object.keys(calls).sort()).toEqual(
      [
        `${TEST_API}/api/clients/${CLIENT_ID}`,
        `${TEST_API}/api/subscriptions/client/${CLIENT_ID}`,
        `${TEST_API}/api/therapists?approved=true`,
      ].sort(),
    );
    const list = await (await calls[`${TEST_API}/api/therapists?approved=true`]!.response)!.json();
    expect(list).toHaveLength(4); // the app can still read the answer the painter read
    expect(seen).toHaveLength(1);
  });

  it('in English on the English page, without the notice once the free session is used', async () => {
    sub = subscription({ plan: 'PLAN_FREE', currentCredit: 0, initialCredit: 1 });
    const section = frame('en');
    await paintFirstCard(page);
    expect(section.querySelector('img')).toHaveAttribute('alt', 'Photo of Lucía Méndez');
    expect(section).toHaveTextContent('4 therapists');
    expect(section).toHaveTextContent('Sorted by your preferences.');
    expect(section).not.toHaveTextContent('Your first session is free');
    expect(document.querySelector('[data-prerender="es"] section [role="status"]')).not.toBeNull();
  });

  it('keeps the loading state when the list cannot be read', async () => {
    server.use(http.get(apiPath('/api/therapists'), () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const section = frame();
    expect(await paintFirstCard(page)).toBe(false);
    expect(section.querySelector('[role="status"]')).not.toBeNull();
    expect(section.closest('[data-prerender]')).not.toHaveAttribute('data-handoff-when');
  });

  it('does nothing without a session', async () => {
    const section = frame();
    window.localStorage.removeItem('token');
    expect(await paintFirstCard(page)).toBe(false);
    expect(section.querySelector('[role="status"]')).not.toBeNull();
    expect(seen).toHaveLength(0);
  });

  it('does nothing once the live page has taken over (its list came first)', async () => {
    const section = frame();
    const painting = paintFirstCard(page);
    section.closest('[data-prerender]')!.remove();
    expect(await painting).toBe(false);
    expect(seen).toHaveLength(1);
  });

  it('starts its calls from the head, while the page is parsed, and paints once the frame is there', async () => {
    frame();
    const root = document.getElementById('root')!;
    const drawn = root.innerHTML;
    root.innerHTML = ''; // the head: the frame has not arrived yet
    const painted = runInHead(() => paintFirstCard(page), {
      started: () => expect(seen).toHaveLength(1), // asked before the page is parsed
      drawBody: () => (root.innerHTML = drawn),
    });
    expect(await painted).toBe(true);
    expect(document.querySelector('[data-prerender="es"] article')).toHaveAttribute('aria-label', 'Lucía Méndez');
  });

  it("draws nothing when the page shows no frame for the visitor's roles, and asks nothing for someone else", async () => {
    const section = frame();
    document.documentElement.setAttribute('data-role', 'ROLE_THERAPIST');
    expect(await paintFirstCard(page)).toBe(false);
    expect(seen).toHaveLength(0); // a therapist's token never asks for a client's profile
    document.documentElement.setAttribute('data-role', 'ROLE_CLIENT');
    const painting = paintFirstCard(page);
    document.documentElement.setAttribute('data-landing', 'off'); // index.html's body script found no frame to show
    expect(await painting).toBe(false);
    expect(section.querySelector('[role="status"]')).not.toBeNull();
  });
});
