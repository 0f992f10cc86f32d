/** The calendly endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import { calendlyEndpoints } from '@aliento/contracts/endpoints-calendly';
import { clientFor } from './client';

export const calendlyApi = clientFor(calendlyEndpoints);
