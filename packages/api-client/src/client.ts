/**
 * The typed API client: `accountsApi.getUser({ params: { id } })` calls the endpoint defined once in
 * @aliento/contracts (endpoints-<resource>.ts) through the shared API client (token, language, renewal: @aliento/core).
 * One client per resource (`@aliento/api-client/<resource>`), so a remote's bundle holds only the contracts of what it calls.
 *
 * The client knows each endpoint's method and path from its schema-free route (contracts' endpoint-routes.ts); the
 * endpoint's zod schemas are a chunk of their own, loaded by the first call that checks:
 * - a call that sends a body (POST, PUT, DELETE) is checked before anything is sent (params, query and body parsed
 *   with the endpoint's schemas: their trimming and defaults apply), and its answer is parsed too;
 * - a GET in a production build sends the values given and answers what the API sent, without loading zod: the API
 *   already checks its query and parameters and serializes every answer through the same answer schema
 *   (fastify-type-provider-zod), so parsing it again here would give the same object. This keeps zod off the
 *   first screen of every remote (about 27 KiB brotli each);
 * - in development and tests every call is checked, GETs included, so a drift from the contract shows there.
 */
import type { Options } from 'ky';
import { api } from '@aliento/core';
import { endpointPath, type Endpoint, type EndpointInput, type EndpointOutput, type EndpointRoute } from '@aliento/contracts/endpoint';

/** What a call may add to the request (e.g. no-cache headers, no retry, a longer timeout). */
export type CallOptions = Pick<Options, 'headers' | 'retry' | 'timeout' | 'signal'>;

const METHODS = { GET: 'get', POST: 'post', PUT: 'put', DELETE: 'delete' } as const;

/** Query values as the URL carries them (absent ones left out). */
function searchParams(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, String(value)]),
  );
}

/** Whether a call of this route is checked against the endpoint's schemas (see the file's comment). */
export function checksCall(route: EndpointRoute): boolean {
  return route.method !== 'GET' || process.env.NODE_ENV !== 'production';
}

/** Sends one call; `endpoint` (the schemas) is given when the call is checked. */
async function send(route: EndpointRoute, endpoint: Endpoint | undefined, input: unknown, options: CallOptions): Promise<unknown> {
  const { params, query, body } = (input ?? {}) as { params?: unknown; query?: unknown; body?: unknown };
  const pathValues = endpoint ? (endpoint.params ? endpoint.params.parse(params) : {}) : (params ?? {});
  const url = endpointPath(route.path, pathValues as Record<string, unknown>);
  const request: Options = { ...options };
  const queryValues = endpoint ? (endpoint.query ? endpoint.query.parse(query) : undefined) : query;
  if (queryValues !== undefined && queryValues !== null) request.searchParams = searchParams(queryValues as Record<string, unknown>);
  if (endpoint ? endpoint.body : route.body) request.json = endpoint?.body ? endpoint.body.parse(body) : body;
  const response = api[METHODS[route.method]](url, request);
  if (!route.response) {
    await response;
    return undefined;
  }
  const answer: unknown = await response.json();
  return endpoint?.response ? endpoint.response.parse(answer) : answer;
}

/** Calls one endpoint of a resource whose schemas `load` brings. */
export async function call<E extends Endpoint>(
  route: EndpointRoute,
  load: () => Promise<E>,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointOutput<E>> {
  const endpoint = checksCall(route) ? await load() : undefined;
  return (await send(route, endpoint, input, options)) as EndpointOutput<E>;
}

/** One function per endpoint of `definitions`, named as the endpoint. */
export type ClientOf<T extends Record<string, Endpoint>> = {
  [K in keyof T]: (input: EndpointInput<T[K]>, options?: CallOptions) => Promise<EndpointOutput<T[K]>>;
};

/**
 * The client of a resource: its schema-free routes (contracts' endpoint-routes.ts) and a loader of its endpoint
 * definitions (a dynamic import, so the schemas and zod are a chunk loaded by the first checked call).
 */
export function clientFor<T extends Record<string, Endpoint>>(routes: { [K in keyof T]: EndpointRoute }, load: () => Promise<T>): ClientOf<T> {
  let definitions: Promise<T> | undefined;
  const loadOnce = () => {
    definitions ??= load().catch((error: unknown) => {
      definitions = undefined;
      throw error;
    });
    return definitions;
  };
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [
      name,
      (input: never, options?: CallOptions) => call(route as EndpointRoute, () => loadOnce().then((all) => all[name]), input, options),
    ]),
  ) as unknown as ClientOf<T>;
}
