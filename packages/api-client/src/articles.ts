/** The articles endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import type { articlesEndpoints } from '@aliento/contracts/endpoints-articles';
import { articlesRoutes } from '@aliento/contracts/endpoint-routes';
import { clientFor } from './client';

export const articlesApi = clientFor<typeof articlesEndpoints>(articlesRoutes, () =>
  import('@aliento/contracts/endpoints-articles').then((m) => m.articlesEndpoints),
);
