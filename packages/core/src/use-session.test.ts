import { act, renderHook } from '@testing-library/react';
import { makeToken } from './testing/tokens';
import { getSession, signIn, signOut, useSession } from './session';

/** A screen reading the session, counting its renders. */
function renderReader() {
  let renders = 0;
  const hook = renderHook(() => {
    renders += 1;
    return useSession();
  });
  return { hook, renders: () => renders };
}

describe('useSession', () => {
  afterEach(() => act(() => signOut()));

  it('re-renders nothing when a renewal only moves the token times; the calls get the new token', () => {
    const now = Math.floor(Date.now() / 1000);
    act(() => void signIn(makeToken({ roles: ['ROLE_CLIENT'], iat: now - 600, exp: now + 1800 })));
    const { hook, renders } = renderReader();
    const before = hook.result.current;
    const seen = renders();

    const renewed = makeToken({ roles: ['ROLE_CLIENT'], iat: now, exp: now + 2400 });
    act(() => void signIn(renewed));

    expect(renders()).toBe(seen);
    expect(hook.result.current).toBe(before);
    expect(getSession().token).toBe(renewed);
    expect(getSession().claims?.exp).toBe(now + 2400);
  });

  it('re-renders when who is signed in changes: other claims, another person, signing out', () => {
    act(() => void signIn(makeToken({ roles: ['ROLE_CLIENT'] })));
    const { hook } = renderReader();
    expect(hook.result.current.claims?.emailVerified).toBeUndefined();

    act(() => void signIn(makeToken({ roles: ['ROLE_CLIENT'], emailVerified: true })));
    expect(hook.result.current.claims?.emailVerified).toBe(true);

    act(() => void signIn(makeToken({ roles: ['ROLE_CLIENT', 'ROLE_ADMIN'], emailVerified: true })));
    expect(hook.result.current.claims?.roles).toEqual(['ROLE_CLIENT', 'ROLE_ADMIN']);

    act(() => void signIn(makeToken({ id: '00000000-0000-4000-8000-000000000002', firstName: 'Luis', roles: ['ROLE_CLIENT'] })));
    expect(hook.result.current.claims?.firstName).toBe('Luis');

    act(() => signOut());
    expect(hook.result.current).toEqual({ token: null, claims: null });
  });
});
