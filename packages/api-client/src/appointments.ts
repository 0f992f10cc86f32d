/** The appointments endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import type { appointmentsEndpoints } from '@aliento/contracts/endpoints-appointments';
import { appointmentsRoutes } from '@aliento/contracts/endpoint-routes';
import { clientFor } from './client';

export const appointmentsApi = clientFor<typeof appointmentsEndpoints>(appointmentsRoutes, () =>
  import('@aliento/contracts/endpoints-appointments').then((m) => m.appointmentsEndpoints),
);
