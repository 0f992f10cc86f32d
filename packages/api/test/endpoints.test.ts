/**
 * Every API route is registered from its endpoint definition (@aliento/contracts/endpoints), so the typed client
 * and the server cannot disagree: same method and path, and the very same schemas (params, query, body, answer).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { endpoints } from '@aliento/contracts/endpoints';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
const routes: RouteOptions[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { onRoute: (r) => void routes.push(r) });
});
afterAll(async () => {
  await t.close();
});

/** The API's own routes (not the OpenAPI viewer's files, not the bench's echo route). */
const apiRoutes = () =>
  routes.filter(
    (r) =>
      r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !r.url.startsWith('/api/_bench') && [r.method].flat().some((m) => m !== 'HEAD'),
  );

it('registers each endpoint once, with its method, path and the same schema objects', () => {
  const problems: string[] = [];
  for (const [name, e] of Object.entries(endpoints)) {
    const matching = apiRoutes().filter((r) => r.url === e.path && [r.method].flat().includes(e.method));
    if (matching.length !== 1) {
      problems.push(`${name}: ${matching.length} routes for ${e.method} ${e.path}`);
      continue;
    }
    const schema = matching[0].schema as Record<string, unknown> & { response: Record<string, unknown> };
    const same = (label: string, a: unknown, b: unknown) => a !== b && problems.push(`${name}: ${label} is not the definition's`);
    same('params', schema.params, 'params' in e ? e.params : undefined);
    same('query', schema.querystring, 'query' in e ? e.query : undefined);
    same('body', schema.body, 'body' in e ? e.body : undefined);
    same('answer', schema.response[('status' in e ? e.status : undefined) ?? 200], e.response);
    same('summary', schema.summary, e.summary);
  }
  expect(problems).toEqual([]);
});

it('has a definition for every route (a route without one fails here)', () => {
  const defined = new Set(Object.values(endpoints).map((e) => `${e.method} ${e.path}`));
  const undefinedRoutes = apiRoutes()
    .flatMap((r) =>
      [r.method]
        .flat()
        .filter((m) => m !== 'HEAD')
        .map((m) => `${m} ${r.url}`),
    )
    .filter((key) => !defined.has(key));
  expect(undefinedRoutes).toEqual([]);
});

/**
 * A route's path, its contract and its service share one name: the endpoint's key is the name of the service
 * function the route calls. The exceptions below say what answers them instead.
 */
const answeredOtherwise: Record<string, string> = {
  getConfig: 'the route, from the configuration',
  getHealth: 'the route',
  getLiveness: 'the route (the process answers)',
  getReadiness: 'the route, from the readiness state (migrations, database, draining)',
  logout: 'sessions.endSession, which every way of ending a session uses',
  adminUpdateCredentials: 'users.updateCredentials, with the audit entry',
  adminUpdateClient: "clients.updateClientProfile, the client's own service",
  adminCreateAppointment: "appointments.createAppointment, the client's own service",
  listOutbox: 'the mail outbox (mail/outbox)',
  connectCalendly: 'the Calendly connections adapter (scheduling/calendly)',
  finishCalendlyConnect: 'the Calendly connections adapter (scheduling/calendly)',
  getCalendlyConnection: 'the Calendly connections adapter (scheduling/calendly)',
  disconnectCalendly: 'the Calendly connections adapter (scheduling/calendly)',
};

it('names each service function after its endpoint', async () => {
  const dir = join(__dirname, '../src/services');
  const exported = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    for (const name of Object.keys((await import(join(dir, file))) as object)) exported.add(name);
  }
  const unnamed = Object.keys(endpoints).filter((name) => !exported.has(name) && !(name in answeredOtherwise));
  expect(unnamed).toEqual([]);
  // an exception that has since got its service is removed from the list
  expect(Object.keys(answeredOtherwise).filter((name) => exported.has(name))).toEqual([]);
});
