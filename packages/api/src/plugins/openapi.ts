/**
 * The OpenAPI document (`/api/docs/json`, `/api/docs/yaml`, the page at `/api/docs`), built from the routes' zod
 * schemas. On top of what @fastify/swagger derives:
 * - every contract schema a route answers or accepts is a named component (`appointmentSchema` → `Appointment`,
 *   `errorResponseSchema` → `ErrorResponse`) referenced with `$ref`, so the error body is written once, not per route;
 * - every operation has an `operationId` derived once from its method and path ({@link operationIdOf});
 * - every 401 answer documents its `WWW-Authenticate: Bearer` challenge (sent by plugins/bearer-challenge.ts);
 * - `servers` names the API's origin: PUBLIC_API_URL when set, else the origin the document was requested from.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config';
import { needsToken } from './auth';
import { registerContractComponents } from './openapi-components';

type JsonObject = Record<string, unknown>;
type Operation = { operationId?: string; responses?: Record<string, JsonObject> };
type Document = {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
  servers?: { url: string }[];
};

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const camelWords = (segment: string) =>
  segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(capitalize)
    .join('');

/**
 * The operation's id: its method and the words of its path, parameters as `By<Name>` (`GET /api/appointments/client/{id}`
 * → `getAppointmentsClientById`). Stable (it changes only with the route) and unique (method and path are).
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((s) => s && s !== 'api')
    .map((s) => (/^\{.+\}$/.test(s) ? `By${camelWords(s.slice(1, -1))}` : camelWords(s)));
  return method.toLowerCase() + words.join('');
}

/** Names of the component schemas `value` refers to. */
function refsIn(value: unknown, out: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/'))
        out.add(child.slice('#/components/schemas/'.length));
      else refsIn(child, out);
    }
  }
  return out;
}

/** Keeps only the component schemas the paths reach (the registry also holds every unused input/output variant). */
function pruneComponents(doc: Document): void {
  const all = doc.components?.schemas;
  if (!all) return;
  const keep = new Set<string>();
  const queue = [...refsIn(doc.paths, new Set())];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (keep.has(name) || !(name in all)) continue;
    keep.add(name);
    queue.push(...refsIn(all[name], new Set()));
  }
  (doc.components as { schemas: Record<string, unknown> }).schemas = Object.fromEntries(Object.entries(all).filter(([name]) => keep.has(name)));
}

const CHALLENGE_HEADER = {
  'WWW-Authenticate': {
    description: 'RFC 6750 challenge: `Bearer` without a token, `Bearer error="invalid_token"` when the token sent is expired, revoked or malformed.',
    schema: { type: 'string' },
  },
};

/** What each answer means, where @fastify/swagger would write "Default Response". */
const DESCRIPTIONS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  400: 'Invalid input: `fields` names each field at fault, in the language of `X-Language`',
  401: 'No valid bearer token (or, at sign-in, wrong credentials)',
  403: 'Not allowed for this caller (role, owner, or an account under review)',
  404: 'Not found',
  409: 'Conflicts with the current state (already done, taken, or changed meanwhile)',
  429: 'Too many requests: try again later',
};

/** Adds the derived operation ids, the answers' meanings and the documented 401 challenge to every operation. */
function completeOperations(doc: Document): void {
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      op.operationId ??= operationIdOf(method, path);
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        if (response.description === 'Default Response' && DESCRIPTIONS[status]) response.description = DESCRIPTIONS[status];
      }
      const unauthorized = op.responses?.['401'];
      if (unauthorized) unauthorized.headers = { ...(unauthorized.headers as JsonObject | undefined), ...CHALLENGE_HEADER };
    }
  }
}

/** Where the API answers, for the document's `servers`. */
export function serverUrl(config: Pick<Config, 'publicApiUrl'>, request?: FastifyRequest): string | undefined {
  if (config.publicApiUrl) return config.publicApiUrl;
  // request.protocol and request.host follow X-Forwarded-* only with TRUST_PROXY
  return request ? `${request.protocol}://${request.host}` : undefined;
}

/** Registers the document and its page (call before the routes, so every route is seen). */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  const excluded = new Set<unknown>();
  // parameters must stay inline for @fastify/swagger to list them, so their schemas are never components
  app.addHook('onRoute', (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    for (const part of ['params', 'querystring', 'headers']) if (schema?.[part]) excluded.add(schema[part]);
  });
  const transform = createJsonSchemaTransform({});
  const transformObject = createJsonSchemaTransformObject({});
  const configured = serverUrl(config);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Aliento API', description: 'Spanish-first online therapy marketplace', version: '1.0.0' },
      ...(configured ? { servers: [{ url: configured }] } : {}),
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // the document is built on its first request, when every route is known: name the components then
    // each operation also says whether it needs a token, from the same route config the bearer check reads
    transform: (input) => {
      registerContractComponents(z.globalRegistry, excluded);
      const out = transform(input);
      return { ...out, schema: { ...out.schema, security: needsToken(input.route) ? [{ bearer: [] }] : [] } };
    },
    transformObject: (input) => {
      const doc = transformObject(input) as Document;
      pruneComponents(doc);
      completeOperations(doc);
      return doc as ReturnType<typeof transformObject>;
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    transformSpecification: (doc, request) => {
      const url = serverUrl(config, request);
      return url ? { ...(doc as JsonObject), servers: [{ url }] } : doc;
    },
  });
}
