/** The clients endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import { clientsEndpoints } from '@aliento/contracts/endpoints-clients';
import { clientFor } from './client';

export const clientsApi = clientFor(clientsEndpoints);
