/** The therapists endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import { therapistsEndpoints } from '@aliento/contracts/endpoints-therapists';
import { clientFor } from './client';

export const therapistsApi = clientFor(therapistsEndpoints);
