/**
 * The API's endpoints, each defined once (see endpoint.ts): the API registers its routes from these definitions
 * (packages/api/src/routes/route-schema.ts) and @aliento/api-client calls them. The key is the endpoint's name,
 * the same as its service function where one answers it.
 */
import { accountsEndpoints } from './endpoints-accounts';
import { adminEndpoints } from './endpoints-admin';
import { therapistsEndpoints } from './endpoints-therapists';
import { schedulingEndpoints } from './endpoints-scheduling';
import { clientsEndpoints } from './endpoints-clients';
import { favoritesEndpoints } from './endpoints-favorites';
import { profileImageEndpoints } from './endpoints-profile-image';
import { formsEndpoints } from './endpoints-forms';
import { articlesEndpoints } from './endpoints-articles';
import { subscriptionsEndpoints } from './endpoints-subscriptions';
import { paymentsEndpoints } from './endpoints-payments';
import { appointmentsEndpoints } from './endpoints-appointments';
import { calendlyEndpoints } from './endpoints-calendly';

export const endpoints = {
  ...accountsEndpoints,
  ...adminEndpoints,
  ...therapistsEndpoints,
  ...schedulingEndpoints,
  ...clientsEndpoints,
  ...favoritesEndpoints,
  ...profileImageEndpoints,
  ...formsEndpoints,
  ...articlesEndpoints,
  ...subscriptionsEndpoints,
  ...paymentsEndpoints,
  ...appointmentsEndpoints,
  ...calendlyEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
