/** Test helpers shared by every front end: msw server, render with providers, test tokens. */
export { server, http, HttpResponse, apiPath, TEST_API, defaultHandlers } from './msw';
export { renderWithProviders } from './render';
export type { RenderOptions } from './render';
export { makeToken, clientToken, therapistToken, adminToken } from './tokens';
export { resetTestState } from './state';
export { runInHead } from './head-script';
export { TEST_IDS, makeClientProfile, makeSubscription, makeTherapistProfile, makeUser } from './fixtures';
