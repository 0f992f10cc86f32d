/** The profile-image endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import { profileImageEndpoints } from '@aliento/contracts/endpoints-profile-image';
import { clientFor } from './client';

export const profileImageApi = clientFor(profileImageEndpoints);
