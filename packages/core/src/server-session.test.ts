import { server, http, HttpResponse, apiPath } from './testing/msw';
import { makeToken } from './testing/tokens';
import { ACTIVITY_STORAGE_KEY, lastActivity, noteActivity, pauseActivity, trackActivity } from './activity';
import { api } from './api';
import { endSession, renewIfDue } from './server-session';
import { getSession, signIn, signOut, SESSION_END_KEY, TOKEN_STORED_AT_KEY } from './session';

const now = () => Math.floor(Date.now() / 1000);
/** A token as the server issues them: idle time (30 min) plus a 5-minute margin. */
const serverToken = (firstName = 'Ana') => makeToken({ roles: ['ROLE_CLIENT'], firstName, iat: now(), exp: now() + 35 * 60 });
/** Why the last session ended, as every tab reads it. */
const endReason = () => (JSON.parse(window.localStorage.getItem(SESSION_END_KEY) ?? 'null') as { reason?: string } | null)?.reason;

/** Stores `token` as if this browser got it `ageMs` ago. */
function storedAgo(token: string, ageMs: number) {
  signIn(token);
  window.localStorage.setItem(TOKEN_STORED_AT_KEY, String(Date.now() - ageMs));
}

function answerRenewal(token: string) {
  const calls: Array<string | null> = [];
  server.use(
    http.post(apiPath('/api/session/renew'), ({ request }) => {
      calls.push(request.headers.get('authorization'));
      return HttpResponse.json({ token });
    }),
  );
  return calls;
}

describe('silent renewal', () => {
  it('leaves the token alone while nobody was active since it arrived (an idle session is allowed to die)', async () => {
    storedAgo(serverToken(), 20 * 60_000);
    const calls = answerRenewal(serverToken('Nueva'));
    expect(await renewIfDue()).toBe(false);
    expect(calls).toEqual([]);
  });

  it('does not renew a young token, even with activity', async () => {
    storedAgo(serverToken(), 60_000);
    noteActivity();
    const calls = answerRenewal(serverToken('Nueva'));
    expect(await renewIfDue()).toBe(false);
    expect(calls).toEqual([]);
  });

  it('renews once past the margin when the person was active; calls at the same time share one request', async () => {
    const old = serverToken();
    storedAgo(old, 6 * 60_000);
    noteActivity();
    const fresh = serverToken('Nueva');
    const calls = answerRenewal(fresh);
    expect(await Promise.all([renewIfDue(), renewIfDue()])).toEqual([true, true]);
    expect(calls).toEqual([`Bearer ${old}`]);
    expect(getSession().token).toBe(fresh);
    expect(getSession().claims?.firstName).toBe('Nueva');
  });

  it('renews before an API call that follows activity, and the call carries the new token', async () => {
    storedAgo(serverToken(), 6 * 60_000);
    noteActivity();
    const fresh = serverToken('Nueva');
    answerRenewal(fresh);
    let sent: string | null = null;
    server.use(
      http.get(apiPath('/api/ping'), ({ request }) => {
        sent = request.headers.get('authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    await api.get('/api/ping').json();
    expect(sent).toBe(`Bearer ${fresh}`);
  });

  it('signs this browser out, saying why, when the server has ended the session', async () => {
    storedAgo(serverToken(), 6 * 60_000);
    noteActivity();
    server.use(http.post(apiPath('/api/session/renew'), () => HttpResponse.json({ message: 'no' }, { status: 401 })));
    expect(await renewIfDue()).toBe(false);
    expect(getSession().token).toBeNull();
    expect(endReason()).toBe('expired');
  });

  it('keeps the token when the server cannot be reached (it still works until it expires)', async () => {
    const token = serverToken();
    storedAgo(token, 6 * 60_000);
    noteActivity();
    server.use(http.post(apiPath('/api/session/renew'), () => HttpResponse.error()));
    expect(await renewIfDue()).toBe(false);
    expect(getSession().token).toBe(token);
  });
});

describe('signing out', () => {
  it('forgets the token at once, tells the server which session ended and why, and every tab can say so', async () => {
    const token = serverToken();
    signIn(token);
    let seen: { auth: string | null; body: unknown } | undefined;
    server.use(
      http.post(apiPath('/api/logout'), async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), body: await request.json() };
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const done = endSession('idle');
    expect(getSession().token).toBeNull();
    await done;
    expect(seen).toEqual({ auth: `Bearer ${token}`, body: { reason: 'idle' } });
    // written where every tab reads it
    expect(endReason()).toBe('idle');
  });

  it('still signs out here when the server cannot be reached', async () => {
    signIn(serverToken());
    server.use(http.post(apiPath('/api/logout'), () => HttpResponse.error()));
    await endSession('signout');
    expect(getSession().token).toBeNull();
    expect(endReason()).toBe('signout');
  });

  it('forgets why the last session ended once someone signs in again', () => {
    signOut('expired');
    signIn(serverToken());
    expect(endReason()).toBeUndefined();
  });
});

describe('activity', () => {
  it('is shared between tabs, counts the person’s events and not while paused', () => {
    window.localStorage.setItem(ACTIVITY_STORAGE_KEY, String(Date.now() + 5000)); // another tab, a moment later
    expect(lastActivity()).toBeGreaterThan(Date.now());
    window.localStorage.removeItem(ACTIVITY_STORAGE_KEY);
    const seen = jest.fn();
    const stop = trackActivity(seen);
    try {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      expect(seen).toHaveBeenCalledTimes(1);
      pauseActivity(true);
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
      expect(seen).toHaveBeenCalledTimes(1);
      pauseActivity(false);
      noteActivity(Date.now(), true);
      expect(Number(window.localStorage.getItem(ACTIVITY_STORAGE_KEY))).toBeGreaterThan(0);
    } finally {
      stop();
    }
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
