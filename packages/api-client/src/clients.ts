/** The clients endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import type { clientsEndpoints } from '@aliento/contracts/endpoints-clients';
import { clientsRoutes } from '@aliento/contracts/endpoint-routes';
import { clientFor } from './client';

export const clientsApi = clientFor<typeof clientsEndpoints>(clientsRoutes, () =>
  import('@aliento/contracts/endpoints-clients').then((m) => m.clientsEndpoints),
);
