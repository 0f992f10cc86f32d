/** The scheduling endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import { schedulingEndpoints } from '@aliento/contracts/endpoints-scheduling';
import { clientFor } from './client';

export const schedulingApi = clientFor(schedulingEndpoints);
