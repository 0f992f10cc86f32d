/** The articles endpoints' typed client (see index.ts): a remote imports only the resources it calls. */
import { articlesEndpoints } from '@aliento/contracts/endpoints-articles';
import { clientFor } from './client';

export const articlesApi = clientFor(articlesEndpoints);
