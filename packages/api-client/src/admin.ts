/** The admin endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import type { adminEndpoints } from '@aliento/contracts/endpoints-admin';
import { adminRoutes } from '@aliento/contracts/endpoint-routes';
import { clientFor } from './client';

export const adminApi = clientFor<typeof adminEndpoints>(adminRoutes, () =>
  import('@aliento/contracts/endpoints-admin').then((m) => m.adminEndpoints),
);
