/** The accounts endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import type { accountsEndpoints } from '@aliento/contracts/endpoints-accounts';
import { accountsRoutes } from '@aliento/contracts/endpoint-routes';
import { clientFor } from './client';

export const accountsApi = clientFor<typeof accountsEndpoints>(accountsRoutes, () =>
  import('@aliento/contracts/endpoints-accounts').then((m) => m.accountsEndpoints),
);
