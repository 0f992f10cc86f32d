/** The calendly endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import type { calendlyEndpoints } from '@aliento/contracts/endpoints-calendly';
import { calendlyRoutes } from '@aliento/contracts/endpoint-routes';
import { clientFor } from './client';

export const calendlyApi = clientFor<typeof calendlyEndpoints>(calendlyRoutes, () =>
  import('@aliento/contracts/endpoints-calendly').then((m) => m.calendlyEndpoints),
);
