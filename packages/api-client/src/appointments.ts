/** The appointments endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import { appointmentsEndpoints } from '@aliento/contracts/endpoints-appointments';
import { clientFor } from './client';

export const appointmentsApi = clientFor(appointmentsEndpoints);
