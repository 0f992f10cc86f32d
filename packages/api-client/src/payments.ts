/** The payments endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import { paymentsEndpoints } from '@aliento/contracts/endpoints-payments';
import { clientFor } from './client';

export const paymentsApi = clientFor(paymentsEndpoints);
