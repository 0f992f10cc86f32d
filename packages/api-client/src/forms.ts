/** The forms endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import type { formsEndpoints } from '@aliento/contracts/endpoints-forms';
import { formsRoutes } from '@aliento/contracts/endpoint-routes';
import { clientFor } from './client';

export const formsApi = clientFor<typeof formsEndpoints>(formsRoutes, () =>
  import('@aliento/contracts/endpoints-forms').then((m) => m.formsEndpoints),
);
