/** Per-file test set-up: jest-dom matchers, one msw server (unhandled requests fail the test), clean storage. */
import '@testing-library/jest-dom';
import { server } from './msw';
import { resetTestState } from './state';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetTestState();
});
afterAll(() => server.close());
