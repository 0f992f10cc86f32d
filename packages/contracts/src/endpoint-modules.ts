/**
 * Every resource's endpoint definitions by name (the name of its `<name>Routes` in endpoint-routes.ts), and the
 * schema-free route of a definition. Used by scripts/generate-routes.ts and contracts.test.ts, not by the front ends.
 */
import type { Endpoint, EndpointRoute } from './endpoint';
import { accountsEndpoints } from './endpoints-accounts';
import { adminEndpoints } from './endpoints-admin';
import { appointmentsEndpoints } from './endpoints-appointments';
import { articlesEndpoints } from './endpoints-articles';
import { calendlyEndpoints } from './endpoints-calendly';
import { clientsEndpoints } from './endpoints-clients';
import { favoritesEndpoints } from './endpoints-favorites';
import { formsEndpoints } from './endpoints-forms';
import { paymentsEndpoints } from './endpoints-payments';
import { profileImageEndpoints } from './endpoints-profile-image';
import { schedulingEndpoints } from './endpoints-scheduling';
import { subscriptionsEndpoints } from './endpoints-subscriptions';
import { therapistsEndpoints } from './endpoints-therapists';

export const ENDPOINT_MODULES: Record<string, Record<string, Endpoint>> = {
  accounts: accountsEndpoints,
  admin: adminEndpoints,
  appointments: appointmentsEndpoints,
  articles: articlesEndpoints,
  calendly: calendlyEndpoints,
  clients: clientsEndpoints,
  favorites: favoritesEndpoints,
  forms: formsEndpoints,
  payments: paymentsEndpoints,
  profileImage: profileImageEndpoints,
  scheduling: schedulingEndpoints,
  subscriptions: subscriptionsEndpoints,
  therapists: therapistsEndpoints,
};

/** The route of one definition: method, path, and `body` / `response` only when it has them. */
export function routeOf(definition: Endpoint): EndpointRoute {
  return {
    method: definition.method,
    path: definition.path,
    ...(definition.body ? { body: true as const } : {}),
    ...(definition.response ? { response: true as const } : {}),
  };
}

/** The routes of a resource's definitions, by endpoint name. */
export function routesOf(definitions: Record<string, Endpoint>): Record<string, EndpointRoute> {
  return Object.fromEntries(Object.entries(definitions).map(([name, definition]) => [name, routeOf(definition)]));
}
