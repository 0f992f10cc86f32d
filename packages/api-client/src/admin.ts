/** The admin endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import { adminEndpoints } from '@aliento/contracts/endpoints-admin';
import { clientFor } from './client';

export const adminApi = clientFor(adminEndpoints);
