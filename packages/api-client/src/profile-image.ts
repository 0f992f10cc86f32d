/** The profile-image endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import type { profileImageEndpoints } from '@aliento/contracts/endpoints-profile-image';
import { profileImageRoutes } from '@aliento/contracts/endpoint-routes';
import { clientFor } from './client';

export const profileImageApi = clientFor<typeof profileImageEndpoints>(profileImageRoutes, () =>
  import('@aliento/contracts/endpoints-profile-image').then((m) => m.profileImageEndpoints),
);
