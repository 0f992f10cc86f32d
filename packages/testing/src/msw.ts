/** The msw server shared by every jest suite (one module, core's, so core's tests and the apps' use the same). */
export { server, http, HttpResponse, apiPath, TEST_API, defaultHandlers } from '@aliento/core/src/testing/msw';
