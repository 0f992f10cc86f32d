/** Per-file test set-up: jest-dom matchers, one msw server (unhandled requests fail the test), clean storage. */
import '@testing-library/jest-dom';
import { cleanup, configure } from '@testing-library/react';
import { loadEveryLanguage } from '@aliento/i18n';
import { server } from './msw';
import { resetTestState } from './state';

// findBy*/waitFor give a loaded CI machine time to render; a missing element still fails
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Screens render at once in either language: the texts a browser loads on demand are all here before each test.
beforeEach(() => loadEveryLanguage());
afterEach(() => {
  // unmount first, so resetting the session and toasts does not update a mounted screen outside act()
  cleanup();
  server.resetHandlers();
  resetTestState();
});
afterAll(() => server.close());
