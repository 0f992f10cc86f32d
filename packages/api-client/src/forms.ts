/** The forms endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import { formsEndpoints } from '@aliento/contracts/endpoints-forms';
import { clientFor } from './client';

export const formsApi = clientFor(formsEndpoints);
