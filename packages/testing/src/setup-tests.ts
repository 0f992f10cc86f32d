/** Per-file test set-up: jest-dom matchers, one msw server (unhandled requests fail the test), clean storage. */
import '@testing-library/jest-dom';
import { cleanup } from '@testing-library/react';
import { server } from './msw';
import { resetTestState } from './state';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // unmount first, so resetting the session and toasts does not update a mounted screen outside act()
  cleanup();
  server.resetHandlers();
  resetTestState();
});
afterAll(() => server.close());
