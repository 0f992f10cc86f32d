/**
 * The typed API client: `accountsApi.getUser({ params: { id } })` calls the endpoint defined once in
 * @aliento/contracts (endpoints-<resource>.ts) through the shared API client (token, language, renewal: @aliento/core),
 * checks what it sends against the endpoint's schemas and parses the answer with its answer schema. One client per
 * resource (`@aliento/api-client/<resource>`), so a remote's bundle holds only the contracts of what it calls.
 */
import type { Options } from 'ky';
import { api } from '@aliento/core';
import { endpointPath, type Endpoint, type EndpointInput, type EndpointOutput } from '@aliento/contracts/endpoint';

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

/** Calls one endpoint. */
export async function call<E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: CallOptions = {}): Promise<EndpointOutput<E>> {
  const { params, query, body } = input as { params?: unknown; query?: unknown; body?: unknown };
  const url = endpointPath(endpoint.path, (endpoint.params ? endpoint.params.parse(params) : {}) as Record<string, unknown>);
  const request: Options = { ...options };
  if (endpoint.query) request.searchParams = searchParams(endpoint.query.parse(query) as Record<string, unknown>);
  if (endpoint.body) request.json = endpoint.body.parse(body);
  const response = api[METHODS[endpoint.method]](url, request);
  if (!endpoint.response) {
    await response;
    return undefined as EndpointOutput<E>;
  }
  return endpoint.response.parse(await response.json()) as EndpointOutput<E>;
}

/** One function per endpoint of `definitions`, named as the endpoint. */
export type ClientOf<T extends Record<string, Endpoint>> = {
  [K in keyof T]: (input: EndpointInput<T[K]>, options?: CallOptions) => Promise<EndpointOutput<T[K]>>;
};

/** The client of a set of endpoint definitions. */
export function clientFor<T extends Record<string, Endpoint>>(definitions: T): ClientOf<T> {
  return Object.fromEntries(
    Object.entries(definitions).map(([name, endpoint]) => [name, (input: never, options?: CallOptions) => call(endpoint, input, options)]),
  ) as unknown as ClientOf<T>;
}
