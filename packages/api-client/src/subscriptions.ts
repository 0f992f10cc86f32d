/** The subscriptions endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import { subscriptionsEndpoints } from '@aliento/contracts/endpoints-subscriptions';
import { clientFor } from './client';

export const subscriptionsApi = clientFor(subscriptionsEndpoints);
