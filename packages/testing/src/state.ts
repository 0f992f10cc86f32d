import { configureApi, refreshSession, toastStore } from '@aliento/core';
import { TEST_API } from './msw';

/** Clears storage, session and toasts between tests, and points the API client at the msw origin. */
export function resetTestState(): void {
  window.localStorage.clear();
  refreshSession();
  toastStore.setState({ items: [] });
  configureApi(TEST_API);
}

configureApi(TEST_API);
