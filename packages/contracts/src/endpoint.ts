/**
 * An API endpoint defined once: its method, path, parameters, query, body and answer schemas. The API registers its
 * route from the definition (packages/api/src/routes/define-route.ts) and the typed client (@aliento/api-client)
 * calls it from the same definition, so a path, its contract and its service share one name (the key in endpoints.ts).
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  method: HttpMethod;
  /** Fastify-style path: `:name` marks a path parameter (`/api/users/:id`). */
  path: string;
  /** OpenAPI tag and one-line summary. */
  tags: string[];
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status (200 unless said) and its answer; no answer schema: the answer is not read. */
  status?: number;
  response?: z.ZodType;
  /** false: the route answers no error statuses of its own (public configuration, health). */
  errors?: false;
}

/**
 * What the typed client needs of an endpoint without its schemas (endpoint-routes.ts): its method and path, and
 * whether it sends a body and reads an answer.
 */
export interface EndpointRoute {
  method: HttpMethod;
  path: string;
  body?: true;
  response?: true;
}

/** Keeps the exact type of a definition (its schemas), checked against Endpoint. */
export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

/** The values a call gives: path parameters, query and body, each only when the endpoint has them. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType ? { params: z.input<E['params']> } : { params?: never }) &
  (E['query'] extends z.ZodType ? { query: z.input<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : { body?: never });

/** What a call answers (the parsed answer; void when the endpoint's answer is not read). */
export type EndpointOutput<E extends Endpoint> = E['response'] extends z.ZodType ? z.output<E['response']> : void;

/** The path with its parameters filled in, each encoded (`/api/users/:id` + { id: 'a b' } -> `/api/users/a%20b`). */
export function endpointPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
