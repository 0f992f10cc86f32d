import { act, renderHook } from '@testing-library/react';
import { server, http, HttpResponse, apiPath } from './testing/msw';
import { makeToken } from './testing/tokens';
import { api } from './api';
import { signIn, signOut } from './session';
import { browserTimeZone, currentTimeZone, setTimeZone, useTimeZone } from './time-zone';

const ANA = '00000000-0000-4000-8000-00000000000a';
const LUIS = '00000000-0000-4000-8000-00000000000b';

describe('the time zone people read times in', () => {
  it("is the browser's until the person chooses one", () => {
    expect(currentTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(browserTimeZone()).toBe(currentTimeZone());
  });

  it('keeps each person their own choice on a shared device, and a guest choice carries into a sign-in', () => {
    setTimeZone('America/Bogota');
    signIn(makeToken({ id: ANA, roles: ['ROLE_CLIENT'] }));
    expect(currentTimeZone()).toBe('America/Bogota');
    setTimeZone('America/Los_Angeles');
    signOut();
    signIn(makeToken({ id: LUIS, roles: ['ROLE_CLIENT'] }));
    expect(currentTimeZone()).toBe('America/Bogota');
    signOut();
    signIn(makeToken({ id: ANA, roles: ['ROLE_CLIENT'] }));
    expect(currentTimeZone()).toBe('America/Los_Angeles');
  });

  it('ignores a zone the runtime does not know, and gives canonical names', () => {
    setTimeZone('Mars/Olympus');
    expect(currentTimeZone()).toBe(browserTimeZone());
    window.localStorage.setItem('timeZone:guest', 'not a zone');
    expect(currentTimeZone()).toBe(browserTimeZone());
    setTimeZone('america/bogota');
    expect(currentTimeZone()).toBe('America/Bogota');
  });

  it('re-renders what shows times when the person changes it', () => {
    const { result } = renderHook(() => useTimeZone());
    expect(result.current).toBe(browserTimeZone());
    act(() => setTimeZone('Europe/Madrid'));
    expect(result.current).toBe('Europe/Madrid');
  });

  it('is the zone the API hears (it keeps it on the user for the mails)', async () => {
    signIn(makeToken({ id: ANA, roles: ['ROLE_CLIENT'] }));
    setTimeZone('America/Mexico_City');
    let zone: string | null = null;
    server.use(
      http.get(apiPath('/api/ping'), ({ request }) => {
        zone = request.headers.get('x-time-zone');
        return HttpResponse.json({ ok: true });
      }),
    );
    await api.get('/api/ping').json();
    expect(zone).toBe('America/Mexico_City');
  });
});
