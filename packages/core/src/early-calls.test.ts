import { server, http, HttpResponse, apiPath } from './testing/msw';
import { makeToken } from './testing/tokens';
import { api, apiUrl } from './api';
import { getSession, signIn, signOut } from './session';
import { clearEarlyCalls, EARLY_CALL_MS, startEarlyCalls } from './early-calls';

/** Answers GET /api/list with a numbered body and counts the requests the server saw. */
function serveList(status = 200) {
  const seen: Headers[] = [];
  server.use(
    http.get(apiPath('/api/list'), ({ request }) => {
      seen.push(request.headers);
      return status === 200
        ? HttpResponse.json({ n: seen.length, query: new URL(request.url).search })
        : HttpResponse.json({ message: 'x' }, { status });
    }),
  );
  return seen;
}

beforeEach(() => {
  clearEarlyCalls();
  signIn(makeToken({ roles: ['ROLE_CLIENT'] }));
});

describe('early calls (render-as-you-fetch)', () => {
  it("answers the screen's same call with the one already on its way, sent with the session's token, language and zone", async () => {
    const seen = serveList();
    window.localStorage.setItem('lng', 'en');
    startEarlyCalls([apiUrl('/api/list')]);
    expect(await api.get('/api/list').json()).toEqual({ n: 1, query: '' });
    expect(seen).toHaveLength(1);
    expect(seen[0].get('authorization')).toMatch(/^Bearer /);
    expect(seen[0].get('x-language')).toBe('en');
    expect(seen[0].get('x-time-zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('is used once: the next call asks the server again', async () => {
    const seen = serveList();
    startEarlyCalls([apiUrl('/api/list')]);
    await api.get('/api/list').json();
    expect(await api.get('/api/list').json()).toEqual({ n: 2, query: '' });
    expect(seen).toHaveLength(2);
  });

  it('matches the query the screen sends', async () => {
    const seen = serveList();
    startEarlyCalls([`${apiUrl('/api/list')}?approved=true`]);
    expect(await api.get('/api/list', { searchParams: { approved: 'true' } }).json()).toEqual({ n: 1, query: '?approved=true' });
    expect(seen).toHaveLength(1);
  });

  it('a failed early call is made again the usual way (the screen sees the real answer)', async () => {
    const seen = serveList(503);
    startEarlyCalls([apiUrl('/api/list')]);
    const error = await api
      .get('/api/list', { retry: 0 })
      .json()
      .catch((e: unknown) => e);
    expect(seen).toHaveLength(2);
    expect(error).toBeInstanceOf(Error);
  });

  it('is never used by another session, nor once it is old', async () => {
    const seen = serveList();
    startEarlyCalls([apiUrl('/api/list')]);
    signIn(makeToken({ roles: ['ROLE_CLIENT'], id: 'someone-else' }));
    await api.get('/api/list').json();
    expect(seen).toHaveLength(2);

    startEarlyCalls([apiUrl('/api/list')], Date.now() - EARLY_CALL_MS - 1);
    await api.get('/api/list').json();
    expect(seen).toHaveLength(4);
  });

  it('starts nothing without a session', async () => {
    const seen = serveList();
    signOut();
    startEarlyCalls([apiUrl('/api/list')]);
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toHaveLength(0);
  });

  describe("a call the page's own script started (a frame's painter)", () => {
    type PageCall = { token: string; at: number; response: Promise<Response | null> };
    const page = window as { __alientoEarlyCalls?: Record<string, PageCall> };
    afterEach(() => delete page.__alientoEarlyCalls);

    it('is adopted: the screen gets that answer and the server is not asked again', async () => {
      const seen = serveList();
      const url = apiUrl('/api/list');
      const token = getSession().token as string;
      page.__alientoEarlyCalls = { [url]: { token, at: Date.now(), response: fetch(url, { headers: { Authorization: `Bearer ${token}` } }) } };
      startEarlyCalls([url]);
      expect(await api.get('/api/list').json()).toEqual({ n: 1, query: '' });
      expect(seen).toHaveLength(1);
      expect(page.__alientoEarlyCalls).toEqual({});
    });

    it("is not adopted for another session's token: the app asks with its own", async () => {
      const seen = serveList();
      const url = apiUrl('/api/list');
      page.__alientoEarlyCalls = { [url]: { token: 'someone-else', at: Date.now(), response: Promise.resolve(Response.json({ n: 'theirs' })) } };
      startEarlyCalls([url]);
      expect(await api.get('/api/list').json()).toEqual({ n: 1, query: '' });
      expect(seen).toHaveLength(1);
      expect(seen[0].get('authorization')).toBe(`Bearer ${getSession().token}`);
    });
  });
});
