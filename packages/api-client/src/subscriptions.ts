/** The subscriptions endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import type { subscriptionsEndpoints } from '@aliento/contracts/endpoints-subscriptions';
import { subscriptionsRoutes } from '@aliento/contracts/endpoint-routes';
import { clientFor } from './client';

export const subscriptionsApi = clientFor<typeof subscriptionsEndpoints>(subscriptionsRoutes, () =>
  import('@aliento/contracts/endpoints-subscriptions').then((m) => m.subscriptionsEndpoints),
);
