/** The scheduling endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import type { schedulingEndpoints } from '@aliento/contracts/endpoints-scheduling';
import { schedulingRoutes } from '@aliento/contracts/endpoint-routes';
import { clientFor } from './client';

export const schedulingApi = clientFor<typeof schedulingEndpoints>(schedulingRoutes, () =>
  import('@aliento/contracts/endpoints-scheduling').then((m) => m.schedulingEndpoints),
);
