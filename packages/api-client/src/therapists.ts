/** The therapists endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import type { therapistsEndpoints } from '@aliento/contracts/endpoints-therapists';
import { therapistsRoutes } from '@aliento/contracts/endpoint-routes';
import { clientFor } from './client';

export const therapistsApi = clientFor<typeof therapistsEndpoints>(therapistsRoutes, () =>
  import('@aliento/contracts/endpoints-therapists').then((m) => m.therapistsEndpoints),
);
