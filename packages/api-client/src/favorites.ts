/** The favorites endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import type { favoritesEndpoints } from '@aliento/contracts/endpoints-favorites';
import { favoritesRoutes } from '@aliento/contracts/endpoint-routes';
import { clientFor } from './client';

export const favoritesApi = clientFor<typeof favoritesEndpoints>(favoritesRoutes, () =>
  import('@aliento/contracts/endpoints-favorites').then((m) => m.favoritesEndpoints),
);
