/**
 * Property-based fuzzing of every registered route, driven by the contracts' schemas (body, query, path as each
 * route registered them): generated and mutated values, hostile strings, raw bodies and URLs, each sent with a real
 * token of every role. Properties: no answer is a 5xx, and every 400 names a field unless the request itself could
 * not be read (malformed body or URL). Seeded and bounded: FUZZ_SEED (a number, or `random`) and FUZZ_RUNS (cases
 * per route) change it; the seed is printed, and a failure lists the requests that broke the properties.
 */
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { startSession } from '../src/services/sessions';
import { findUserById } from '../src/services/users';
import { arbitraryOf, hostileString, mutate, nested, type Pools } from './fuzz-arbitraries';
import { createRouteWorld, ROLES, type RoleName, type RouteWorld } from './route-fixtures';

const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 18_2026);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

type Case = { role: RoleName; params: Record<string, string>; query: unknown; body: unknown; raw?: { payload: string | Buffer; type?: string } };
type Sent = { method: string; url: string; role: RoleName; body: string; type?: string };

let w: RouteWorld;
let pools: Pools;
beforeAll(async () => {
  w = await createRouteWorld();
  const a = w.actors;
  pools = {
    ids: [
      a.A.id,
      a.B.id,
      a.T.id,
      a.T2.id,
      a.U.id,
      a.admin.id,
      w.victim.id,
      w.spareTherapist.id,
      await w.appointment('early'),
      await w.appointment('pending'),
    ],
    emails: [w.victim.email, a.A.email, 'nadie@example.com'],
    words: [
      'UTC',
      'America/Bogota',
      '09:00',
      'Mexico',
      'PLAN_ONE',
      'PLAN_FREE',
      'es',
      'en',
      'image',
      'true',
      'false',
      'ROLE_ADMIN',
      await w.intent(),
    ],
  };
});
afterAll(async () => {
  await w.close();
});

/** A real token of the role as the server signs it now (a fuzzed credential update may have revoked the last one). */
async function authHeaders(role: RoleName): Promise<Record<string, string>> {
  if (role === 'anon') return {};
  const row = await findUserById(w.t.db, w.actors[role].id);
  return row ? { authorization: `Bearer ${await startSession(w.t.app.ctx, row)}` } : {};
}

const schemaOf = (route: RouteOptions, part: 'body' | 'querystring' | 'params') => (route.schema as Record<string, unknown> | undefined)?.[part];

/** Raw bodies a client can send to a JSON route: broken, empty, prototype keys, huge nesting, other types. */
const rawJson = (value: unknown) => {
  const json = JSON.stringify(value ?? {});
  const rest = json.startsWith('{') && json.length > 2 ? `,${json.slice(1)}` : '}';
  return fc.constantFrom<{ payload: string; type?: string }>(
    { payload: `{"__proto__":{"polluted":true}${rest}` },
    { payload: `{"constructor":{"prototype":{"polluted":true}}${rest}` },
    { payload: '{' },
    { payload: '' },
    { payload: '{"a":"\u0000"' },
    { payload: '['.repeat(60_000) + ']'.repeat(60_000) },
    { payload: JSON.stringify(nested(3000)) },
    { payload: json, type: 'text/plain' },
    { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
    { payload: json, type: 'application/json; charset=utf-16' },
    { payload: json, type: 'multipart/form-data' },
  );
};

/** Raw multipart bodies for the upload route: no boundary, truncated, wrong field, garbage, a real image. */
const rawMultipart = (png: Buffer) => {
  const part = (field: string, body: Buffer) =>
    Buffer.concat([
      Buffer.from(`--bnd\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      body,
    ]);
  const end = Buffer.from('\r\n--bnd--\r\n');
  return fc.oneof(
    fc.constantFrom<{ payload: Buffer; type: string }>(
      { payload: Buffer.concat([part('image', png), end]), type: 'multipart/form-data; boundary=bnd' },
      { payload: part('image', png), type: 'multipart/form-data' },
      { payload: part('image', png).subarray(0, 90), type: 'multipart/form-data; boundary=bnd' },
      { payload: Buffer.concat([part('__proto__', png), end]), type: 'multipart/form-data; boundary=bnd' },
      { payload: Buffer.concat([part('other', png), end]), type: 'multipart/form-data; boundary=bnd' },
      { payload: Buffer.alloc(0), type: 'multipart/form-data; boundary=bnd' },
    ),
    fc
      .uint8Array({ maxLength: 400 })
      .map((bytes) => ({ payload: Buffer.concat([part('image', Buffer.from(bytes)), end]), type: 'multipart/form-data; boundary=bnd' })),
  );
};

/** The cases of one route: generated from its schemas, often mutated, sometimes raw. */
function casesOf(route: RouteOptions, method: string): fc.Arbitrary<Case> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const paramsSchema = schemaOf(route, 'params') as { shape?: Record<string, unknown> } | undefined;
  const paramArb = (name: string) =>
    fc.oneof(
      {
        weight: 4,
        arbitrary: paramsSchema?.shape?.[name]
          ? (arbitraryOf(paramsSchema.shape[name], pools) as fc.Arbitrary<string>)
          : fc.constantFrom(...pools.ids),
      },
      { weight: 1, arbitrary: hostileString },
    );
  const params = fc.record(
    Object.fromEntries(
      [...names, ...(route.url.endsWith('*') ? ['*'] : [])].map((n) => [
        n,
        n === '*' ? fc.oneof(fc.string({ maxLength: 30 }), hostileString) : paramArb(n),
      ]),
    ),
  );
  const querySchema = schemaOf(route, 'querystring');
  const queryValid = querySchema ? arbitraryOf(querySchema, pools) : fc.constant(undefined);
  const query = fc.oneof({ weight: 3, arbitrary: queryValid }, { weight: 1, arbitrary: queryValid.chain(mutate) });
  const bodySchema = schemaOf(route, 'body');
  const bodyValid = bodySchema ? arbitraryOf(bodySchema, pools) : fc.constant(undefined);
  const body = bodySchema ? fc.oneof({ weight: 2, arbitrary: bodyValid }, { weight: 2, arbitrary: bodyValid.chain(mutate) }) : fc.constant(undefined);
  const raw =
    route.url === '/api/profile-image'
      ? rawMultipart(w.png).map((r) => r as Case['raw'])
      : bodySchema || method === 'POST' || method === 'PUT'
        ? fc.oneof(fc.constant(undefined), bodyValid.chain(rawJson))
        : fc.constant(undefined);
  // owners (A, T) and the admin more often, so generated requests get past authorization into the services
  const role = fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...ROLES) }, { weight: 2, arbitrary: fc.constantFrom<RoleName>('A', 'T', 'admin') });
  return fc.record({ role, params, query, body, raw });
}

/** Percent-encodes a path segment; a lone surrogate goes out as the (invalid) UTF-8 bytes a client could send. */
const enc = (s: string) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '\u0001')).replace(/%01/g, '%ED%A0%80');

function urlOf(route: RouteOptions, params: Record<string, string>, query: unknown): string {
  let path = route.url.replace(/:(\w+)/g, (_m, n: string) => enc(String(params[n] ?? '')));
  if (path.endsWith('*')) path = path.slice(0, -1) + enc(params['*'] ?? '');
  if (query === undefined || query === null || typeof query !== 'object') return path;
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    for (const item of Array.isArray(v) ? v : [v]) qs.append(k, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}

it(`answers no 5xx and names a field in every 400, for every route x role (seed ${SEED}, ${RUNS} cases per route)`, async () => {
  const failures: string[] = [];
  const tally = { inputs: 0, routes: 0, fivexx: 0, fourHundreds: 0, byStatus: {} as Record<number, number> };
  const seen = new Set<string>();
  const record = async (sent: Sent, run: () => Promise<{ statusCode: number; body: string }>) => {
    const res = await run();
    tally.inputs++;
    tally.byStatus[res.statusCode] = (tally.byStatus[res.statusCode] ?? 0) + 1;
    const what = `${sent.method} ${sent.url.slice(0, 200)} as ${sent.role} (${sent.type ?? 'no body'}) ${sent.body.slice(0, 200)}`;
    if (res.statusCode >= 500) {
      tally.fivexx++;
      failures.push(`${res.statusCode} ← ${what}: ${res.body.slice(0, 200)}`);
    } else if (res.statusCode === 400) {
      tally.fourHundreds++;
      const answer = JSON.parse(res.body) as { code?: string; fields?: Record<string, string> };
      const malformed = answer.code === 'malformedBody' || answer.code === 'malformedUrl';
      if (!malformed && Object.keys(answer.fields ?? {}).length === 0) failures.push(`400 without fields ← ${what}: ${res.body.slice(0, 200)}`);
    }
  };

  for (const [index, route] of w.routes.entries()) {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || seen.has(`${method} ${route.url}`)) continue;
      seen.add(`${method} ${route.url}`);
      tally.routes++;
      for (const c of fc.sample(casesOf(route, method), { seed: SEED + index, numRuns: RUNS })) {
        const url = route.url === '*' ? `/api/${enc(String(c.params['*'] ?? ''))}` : urlOf(route, c.params, c.query);
        const headers: Record<string, string> = { 'x-language': 'en', ...(await authHeaders(c.role)) };
        let payload: string | Buffer | undefined;
        if (c.raw) {
          payload = c.raw.payload;
          headers['content-type'] = c.raw.type ?? 'application/json';
        } else if (c.body !== undefined) {
          payload = JSON.stringify(c.body);
          headers['content-type'] = 'application/json';
        }
        if (method === 'OPTIONS') Object.assign(headers, { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' });
        const body = payload === undefined ? '' : Buffer.isBuffer(payload) ? `<${payload.length} bytes>` : payload;
        await record({ method, url, role: c.role, body, type: headers['content-type'] }, () =>
          w.t.app.inject({ method: method as 'GET', url, headers, ...(payload === undefined ? {} : { payload }) }),
        );
      }
    }
  }
  // URLs the router itself must refuse cleanly: bad escapes, overlong parameters, dot segments
  for (const url of [
    '/api/users/%',
    '/api/users/%E0%A4%A',
    `/api/users/${'a'.repeat(400)}`,
    '/api/therapists/../admin/users',
    '/api/users/%00',
    '/%2e%2e/%2e%2e/etc/passwd',
  ]) {
    for (const role of ROLES) {
      await record({ method: 'GET', url, role, body: '' }, async () => w.t.app.inject({ method: 'GET', url, headers: await authHeaders(role) }));
    }
  }

  console.info(
    `fuzz: seed ${SEED}, ${tally.routes} routes x ${ROLES.length} roles, ${tally.inputs} inputs, ${tally.fivexx} answers 5xx, ` +
      `${tally.fourHundreds} answers 400; by status ${JSON.stringify(tally.byStatus)}`,
  );
  if (failures.length > 0) console.error(`fuzz failures (reproduce with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}):\n${failures.slice(0, 40).join('\n')}`);
  expect(failures).toEqual([]);
}, 300_000);
