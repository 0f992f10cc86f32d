/** The favorites endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import { favoritesEndpoints } from '@aliento/contracts/endpoints-favorites';
import { clientFor } from './client';

export const favoritesApi = clientFor(favoritesEndpoints);
