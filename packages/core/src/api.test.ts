import { server, http, HttpResponse, apiPath, TEST_API } from './testing/msw';
import { makeToken } from './testing/tokens';
import { api, apiErrorStatus, errorText, isHttpError } from './api';
import { getSession, signIn } from './session';

describe('api client', () => {
  it('sends the bearer token, X-Language and the browser time zone', async () => {
    const token = makeToken({ roles: ['ROLE_CLIENT'] });
    signIn(token);
    window.localStorage.setItem('lng', 'en');
    let seen: Headers | undefined;
    server.use(
      http.get(apiPath('/api/ping'), ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    await api.get('/api/ping').json();
    expect(seen?.get('authorization')).toBe(`Bearer ${token}`);
    expect(seen?.get('x-language')).toBe('en');
    expect(seen?.get('x-time-zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("turns a server error into 'Error: ' + its message", async () => {
    server.use(http.post(apiPath('/api/thing'), () => HttpResponse.json({ message: 'Nope' }, { status: 400 })));
    const error = await api
      .post('/api/thing', { json: {} })
      .json()
      .catch((e: unknown) => e);
    expect(errorText(error)).toBe('Error: Nope');
  });

  it('gives no text when there was no response', async () => {
    server.use(http.get(apiPath('/api/down'), () => HttpResponse.error()));
    const error = await api
      .get('/api/down', { retry: 0 })
      .json()
      .catch((e: unknown) => e);
    expect(errorText(error)).toBeNull();
  });

  it('signs the user out when the server answers 401 to an authenticated call', async () => {
    signIn(makeToken({ roles: ['ROLE_CLIENT'] }));
    server.use(http.get(apiPath('/api/me'), () => HttpResponse.json({ message: 'expired' }, { status: 401 })));
    await api
      .get('/api/me', { retry: 0 })
      .json()
      .catch(() => undefined);
    expect(getSession().token).toBeNull();
  });
});

describe('api client, loaded on the first call', () => {
  it('asks for JSON when .json() is read at once, and a later reader reads the same response', async () => {
    let accept: string | null = null;
    let calls = 0;
    server.use(
      http.get(apiPath('/api/once'), ({ request }) => {
        calls += 1;
        accept = request.headers.get('accept');
        return HttpResponse.json({ n: 1 });
      }),
    );
    const pending = api.get('/api/once');
    await expect(pending.json()).resolves.toEqual({ n: 1 });
    expect(accept).toBe('application/json');
    expect((await pending).status).toBe(200);
    expect(calls).toBe(1);
  });

  it('makes the request even when nobody reads it, and a plain await gives the response', async () => {
    let body: unknown = null;
    server.use(
      http.post(apiPath('/api/fire'), async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const response = await api.post('/api/fire', { json: { a: 1 } });
    expect(response.status).toBe(204);
    expect(body).toEqual({ a: 1 });
  });

  it('recognises an HTTP error without ky at hand', async () => {
    server.use(http.get(apiPath('/api/missing'), () => HttpResponse.json({ message: 'No' }, { status: 404 })));
    const error = await api
      .get('/api/missing', { retry: 0 })
      .text()
      .catch((e: unknown) => e);
    expect(isHttpError(error)).toBe(true);
    expect(apiErrorStatus(error)).toBe(404);
    expect(isHttpError(new Error('HTTPError'))).toBe(false);
  });

  it('does not load ky until a call is made', async () => {
    let loaded = false;
    await jest.isolateModulesAsync(async () => {
      jest.doMock('ky', () => {
        loaded = true;
        return jest.requireActual('ky');
      });
      const isolated = await import('./api');
      isolated.configureApi(TEST_API);
      await Promise.resolve();
      expect(loaded).toBe(false);
      server.use(http.get(apiPath('/api/ping'), () => HttpResponse.json({ ok: true })));
      await expect(isolated.api.get('/api/ping').json()).resolves.toEqual({ ok: true });
      expect(loaded).toBe(true);
    });
  });
});
