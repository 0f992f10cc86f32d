/**
 * The msw server of every jest suite, answering at the test API origin. It lives in core so that core's own tests use
 * it without depending on @aliento/testing (which builds on core and re-exports this module to the apps' tests).
 */
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';

/** Where the API client points during tests. */
export const TEST_API = 'http://api.test';

/** Full URL of an API path in tests, for msw handlers. */
export const apiPath = (path: string) => `${TEST_API}${path}`;

/** Handlers every suite gets unless it overrides them. */
export const defaultHandlers = [
  http.get(apiPath('/api/config'), () =>
    HttpResponse.json({
      payments: { mode: 'local' },
      videoHost: 'https://meet.jit.si',
      scheduling: { calendly: false, calendlyConnect: false },
      session: { idleSeconds: 1800, warningSeconds: 120 },
    }),
  ),
  // signing out ends the server's session (screens that sign out call it)
  http.post(apiPath('/api/logout'), () => HttpResponse.json({ message: 'Cerraste tu sesión.' })),
];

export const server = setupServer(...defaultHandlers);
export { http, HttpResponse };
