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

  it('asks Intl for the zone once per minute, not on every render (a formatter is costly on a slow phone)', () => {
    const spy = jest.spyOn(Intl, 'DateTimeFormat');
    const start = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(start + 120_000); // past any earlier reading
    try {
      setTimeZone('America/Chicago');
      spy.mockClear();
      for (let i = 0; i < 50; i++) {
        browserTimeZone();
        currentTimeZone();
      }
      expect(currentTimeZone()).toBe('America/Chicago');
      expect(spy.mock.calls.length).toBeLessThanOrEqual(1);
      // a device that moved to another zone is seen within a minute
      now.mockReturnValue(start + 190_000);
      browserTimeZone();
      expect(spy.mock.calls.length).toBeLessThanOrEqual(2);
      expect(spy.mock.calls.length).toBeGreaterThanOrEqual(1);
    } finally {
      now.mockRestore();
      spy.mockRestore();
    }
  });
});
