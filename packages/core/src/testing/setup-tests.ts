/** Per-file set-up of core's own tests: one msw server (unhandled requests fail the test), clean storage and state. */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { configureApi } from '../api';
import { refreshSession } from '../session';
import { toastStore } from '../toast';
import { server, TEST_API } from './msw';

function resetState(): void {
  window.localStorage.clear();
  refreshSession();
  toastStore.setState({ items: [] });
  configureApi(TEST_API);
}

// findBy*/waitFor give a loaded CI machine time to render; a missing element still fails
configure({ asyncUtilTimeout: 5000 });
configureApi(TEST_API);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetState();
});
afterAll(() => server.close());
