import { apiPath, clientToken, http, HttpResponse, runInHead, server, TEST_API } from '@aliento/testing';
import { IDS, byId } from '../testing/fixtures';
import { paintTherapistPhoto, type FramePage } from './therapist-photo';

const page = window as Window & FramePage;
let seen: number;

/** A therapist's page's frame as the prerender writes it (both languages), shown in `language` to a client at `path`. */
function frame(path: string, language: 'es' | 'en' = 'es') {
  window.history.replaceState(null, '', path);
  const drawn = (lng: string) =>
    `<div data-prerender="${lng}" data-role="ROLE_CLIENT" inert><main><div data-remote="directory"><div>` +
    `<a href="/dashboard/therapists">Volver a terapeutas</a><div role="status"><p>Cargando perfil…</p></div></div></div></main></div>`;
  document.body.innerHTML = `<div id="root">${drawn('es')}${drawn('en')}</div>`;
  document.documentElement.setAttribute('data-landing', language);
  document.documentElement.setAttribute('data-role', 'ROLE_CLIENT');
  page.__alientoRemotes = Promise.resolve(Response.json({ api: TEST_API, remotes: {} }));
  return document.querySelector(`[data-prerender="${language}"] [data-remote="directory"]`) as HTMLElement;
}

beforeEach(() => {
  seen = 0;
  window.localStorage.setItem('token', clientToken());
  server.use(
    http.get(apiPath('/api/therapists/:id'), ({ params }) => {
      seen += 1;
      const found = Object.values(IDS).includes(params.id as (typeof IDS)[keyof typeof IDS]);
      if (!found) return HttpResponse.json({ message: 'Not found.' }, { status: 404 });
      const therapist = byId(params.id as string);
      return HttpResponse.json(params.id === IDS.ana ? therapist : { ...therapist, profileImage: null });
    }),
  );
});

afterEach(() => {
  delete page.__alientoRemotes;
  delete page.__alientoEarlyCalls;
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  for (const name of ['data-landing', 'data-role']) document.documentElement.removeAttribute(name);
});

describe("a therapist's photo and name in their page's frame (before the app's code)", () => {
  it('paints the photo (high priority) and the name of the therapist the path names, and hands the answer to the app', async () => {
    const remote = frame(`/dashboard/therapists/${IDS.ana}`);
    expect(await paintTherapistPhoto(page)).toBe(true);
    expect(remote.querySelector('h1')).toHaveTextContent('Ana Torres');
    const photo = remote.querySelector('img')!;
    expect(photo).toHaveAttribute('src', `${TEST_API}/uploads/images/ana.jpg`);
    expect(photo).toHaveAttribute('alt', 'Foto de Ana Torres');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(remote.querySelector('[role="status"]')).toBeNull();
    expect(remote.querySelector('a')).toHaveTextContent('Volver a terapeutas'); // the frame's back link stays
    const call = page.__alientoEarlyCalls![`${TEST_API}/api/therapists/${IDS.ana}`];
    expect((await (await call!.response)!.json()).firstName).toBe('Ana');
    expect(seen).toBe(1);
  });

  it("in English; the photo's frame without a photo (the live page draws its illustration there)", async () => {
    const remote = frame(`/dashboard/therapists/${IDS.carlos}`, 'en');
    await paintTherapistPhoto(page);
    expect(remote.querySelector('h1')).toHaveTextContent('Carlos Ramírez');
    expect(remote.querySelector('img')).toBeNull();
    expect(remote.querySelector('.al-tp-photo > div')).not.toBeNull();
  });

  it('keeps the loading state for a therapist who cannot be read, a path that is not an id, or no session', async () => {
    let remote = frame('/dashboard/therapists/00000000-0000-4000-8000-0000000000ff');
    expect(await paintTherapistPhoto(page)).toBe(false);
    expect(remote.querySelector('[role="status"]')).not.toBeNull();

    remote = frame('/dashboard/therapists/ana');
    expect(await paintTherapistPhoto(page)).toBe(false);
    expect(remote.querySelector('[role="status"]')).not.toBeNull();

    window.localStorage.removeItem('token');
    remote = frame(`/dashboard/therapists/${IDS.ana}`);
    expect(await paintTherapistPhoto(page)).toBe(false);
    expect(seen).toBe(1); // only the unknown therapist was asked for
  });

  it('asks from the head, while the page is parsed, and paints once the frame is there; never for a therapist', async () => {
    const root = frame(`/dashboard/therapists/${IDS.ana}`).closest('#root')!;
    const drawn = root.innerHTML;
    root.innerHTML = ''; // the head: the frame has not arrived yet
    const painted = runInHead(() => paintTherapistPhoto(page), {
      started: () => expect(seen).toBe(1),
      drawBody: () => (root.innerHTML = drawn),
    });
    expect(await painted).toBe(true);
    expect(document.querySelector('[data-prerender="es"] h1')).toHaveTextContent('Ana Torres');
    document.documentElement.setAttribute('data-role', 'ROLE_THERAPIST'); // the frame is a care seeker's
    expect(await paintTherapistPhoto(page)).toBe(false);
    expect(seen).toBe(1);
  });
});
