import { server, http, HttpResponse, apiPath, makeToken } from '@aliento/testing';
import { api, errorText } from './api';
import { getSession, signIn } from './session';

describe('api client', () => {
  it('sends the bearer token and X-Language', async () => {
    const token = makeToken({ roles: ['ROLE_CLIENT'] });
    signIn(token);
    window.localStorage.setItem('lng', 'en');
    let seen: Headers | undefined;
    server.use(http.get(apiPath('/api/ping'), ({ request }) => {
      seen = request.headers;
      return HttpResponse.json({ ok: true });
    }));
    await api.get('/api/ping').json();
    expect(seen?.get('authorization')).toBe(`Bearer ${token}`);
    expect(seen?.get('x-language')).toBe('en');
  });

  it("turns a server error into 'Error: ' + its message", async () => {
    server.use(http.post(apiPath('/api/thing'), () => HttpResponse.json({ message: 'Nope' }, { status: 400 })));
    const error = await api.post('/api/thing', { json: {} }).json().catch((e: unknown) => e);
    expect(errorText(error)).toBe('Error: Nope');
  });

  it('gives no text when there was no response', async () => {
    server.use(http.get(apiPath('/api/down'), () => HttpResponse.error()));
    const error = await api.get('/api/down', { retry: 0 }).json().catch((e: unknown) => e);
    expect(errorText(error)).toBeNull();
  });

  it('signs the user out when the server answers 401 to an authenticated call', async () => {
    signIn(makeToken({ roles: ['ROLE_CLIENT'] }));
    server.use(http.get(apiPath('/api/me'), () => HttpResponse.json({ message: 'expired' }, { status: 401 })));
    await api.get('/api/me', { retry: 0 }).json().catch(() => undefined);
    expect(getSession().token).toBeNull();
  });
});
