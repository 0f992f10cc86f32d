/**
 * A route's schema from its endpoint definition (@aliento/contracts/endpoints): tags, summary, path parameters, query,
 * body, and the answer with the shared error answers. The route file then holds only who may call it and what it does:
 *   app.get(endpoints.getUser.path, { preValidation, schema: routeSchema(endpoints.getUser), handler })
 */
import type { Endpoint } from '@aliento/contracts/endpoint';
import { errorResponses } from '@aliento/contracts/errors';

/** The schema Fastify (and the OpenAPI document) gets for endpoint E, typed by its schemas. */
export interface RouteSchema<E extends Endpoint> {
  tags: string[];
  summary: string;
  params: E['params'];
  querystring: E['query'];
  body: E['body'];
  response: Record<number, NonNullable<E['response']> | (typeof errorResponses)[keyof typeof errorResponses]>;
}

/** `extra` adds what only the route knows (e.g. the content types a multipart upload consumes). */
export function routeSchema<E extends Endpoint>(endpoint: E, extra: Record<string, unknown> = {}): RouteSchema<E> {
  const schema: Record<string, unknown> = { tags: endpoint.tags, summary: endpoint.summary };
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  Object.assign(schema, extra);
  schema.response = { [endpoint.status ?? 200]: endpoint.response, ...(endpoint.errors === false ? {} : errorResponses) };
  return schema as unknown as RouteSchema<E>;
}
