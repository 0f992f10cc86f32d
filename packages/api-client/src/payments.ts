/** The payments endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import type { paymentsEndpoints } from '@aliento/contracts/endpoints-payments';
import { paymentsRoutes } from '@aliento/contracts/endpoint-routes';
import { clientFor } from './client';

export const paymentsApi = clientFor<typeof paymentsEndpoints>(paymentsRoutes, () =>
  import('@aliento/contracts/endpoints-payments').then((m) => m.paymentsEndpoints),
);
