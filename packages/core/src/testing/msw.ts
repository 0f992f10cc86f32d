/**
 * The msw server of core's own tests. Core does not use @aliento/testing (that package builds on core, so using it
 * here would make the two depend on each other); these few helpers mirror what the apps' tests get from it.
 */
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';

/** Where the API client points during tests. */
export const TEST_API = 'http://api.test';

/** Full URL of an API path in tests, for msw handlers. */
export const apiPath = (path: string) => `${TEST_API}${path}`;

export const server = setupServer(
  http.get(apiPath('/api/config'), () =>
    HttpResponse.json({
      payments: { mode: 'local' },
      videoHost: 'https://meet.jit.si',
      scheduling: { calendly: false, calendlyConnect: false },
      session: { idleSeconds: 1800, warningSeconds: 120 },
    }),
  ),
  http.post(apiPath('/api/logout'), () => HttpResponse.json({ message: 'Cerraste tu sesión.' })),
);
export { http, HttpResponse };
