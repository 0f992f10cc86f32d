/** The accounts endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import { accountsEndpoints } from '@aliento/contracts/endpoints-accounts';
import { clientFor } from './client';

export const accountsApi = clientFor(accountsEndpoints);
