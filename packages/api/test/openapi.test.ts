/**
 * The OpenAPI document as other tools read it: validated by @apidevtools/swagger-parser, turned into TypeScript types
 * by openapi-typescript (and those types compiled), one unique operationId per operation, the error body written once
 * as a component, date-times with their format, `servers`, and the 401 challenge both documented and sent.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SwaggerParser from '@apidevtools/swagger-parser';
import * as ts from 'typescript';
import { TokenService } from '../src/lib/tokens';
import { bearer, createTestApp, newClient, TEST_JWT_SECRET, type TestApp } from './helpers';

type Schema = { $ref?: string; type?: string; format?: string; properties?: Record<string, Schema>; [key: string]: unknown };
type Response = { description: string; headers?: Record<string, unknown>; content?: Record<string, { schema: Schema }> };
type Operation = { operationId?: string; responses: Record<string, Response> };
type Doc = {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const ERROR_REF = '#/components/schemas/ErrorResponse';

let t: TestApp;
let doc: Doc;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { host: 'api.aliento.test' } })).json();
});
afterAll(async () => {
  await t.close();
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ route: `${method.toUpperCase()} ${path}`, op })));

/** Every schema object in `value`, with the property name it sits under. */
function* schemasIn(value: unknown, name = ''): Generator<{ name: string; schema: Schema }> {
  if (Array.isArray(value)) for (const v of value) yield* schemasIn(v, name);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.type === 'string' || o.$ref || o.anyOf) yield { name, schema: o as Schema };
    for (const [key, child] of Object.entries(o)) {
      if (key === 'properties' && child && typeof child === 'object') for (const [prop, s] of Object.entries(child)) yield* schemasIn(s, prop);
      else yield* schemasIn(child, key === 'items' || key === 'anyOf' ? name : '');
    }
  }
}

it('is a valid OpenAPI document for swagger-parser', async () => {
  // swagger-parser dereferences in place: give it a copy
  const api = await SwaggerParser.validate(structuredClone(doc) as never);
  expect(api.info.title).toBe('Aliento API');
  expect(doc.openapi).toMatch(/^3\.0\./);
});

it('gives every operation a unique operationId derived from its method and path', () => {
  const ops = operations();
  expect(ops.length).toBeGreaterThanOrEqual(45);
  const ids = ops.map(({ op }) => op.operationId);
  for (const { route, op } of ops)
    expect([route, op.operationId]).toEqual([route, expect.stringMatching(/^(get|post|put|delete|patch)[A-Z][A-Za-z0-9]*$/)]);
  expect(new Set(ids).size).toBe(ids.length);
  expect(doc.paths['/api/appointments/client/{id}'].get.operationId).toBe('getAppointmentsClientById');
  expect(doc.paths['/api/login'].post.operationId).toBe('postLogin');
});

it('writes the error body once, as a component every error answer refers to', () => {
  expect(doc.components.schemas.ErrorResponse).toMatchObject({
    type: 'object',
    required: ['message'],
    properties: { message: { type: 'string' }, code: { type: 'string' } },
  });
  let errorAnswers = 0;
  for (const { route, op } of operations()) {
    for (const [status, response] of Object.entries(op.responses)) {
      if (Number(status) < 400) continue;
      errorAnswers++;
      expect([route, status, response.content?.['application/json'].schema]).toEqual([route, status, { $ref: ERROR_REF }]);
    }
  }
  expect(errorAnswers).toBeGreaterThan(200);
  // nowhere else is an object shaped like the error body: not in a route, not in another component
  const { ErrorResponse: _errorItself, ...others } = doc.components.schemas;
  const looksLikeError = (s: Schema) => Boolean(s.properties?.message && s.properties.code && s.properties.fields);
  expect([...schemasIn(doc.paths), ...schemasIn(others)].filter(({ schema }) => looksLikeError(schema))).toEqual([]);
  // the shared answers are components too, not copies
  expect(doc.paths['/api/appointments/client/{id}'].get.responses['200'].content?.['application/json'].schema).toEqual({
    $ref: '#/components/schemas/AppointmentListResponse',
  });
});

it('marks every date-time with format date-time', () => {
  const appointment = doc.components.schemas.Appointment.properties as Record<string, Schema>;
  expect(appointment.createdAt).toMatchObject({ type: 'string', format: 'date-time' });
  expect(appointment.requestCancellationDate).toMatchObject({ type: 'string', format: 'date-time', nullable: true });
  expect(doc.components.schemas.Slot.properties?.startTime).toMatchObject({ format: 'date-time' });
  // a field named like a moment (…At, …Time, …Date) that is a string must say so: a new one fails here by name
  const unmarked = [...schemasIn(doc)].filter(
    ({ name, schema }) => /(At|Time|Date)$/.test(name) && schema.type === 'string' && schema.format !== 'date-time',
  );
  expect(unmarked.map(({ name }) => name)).toEqual([]);
});

it('names the server: PUBLIC_API_URL when set, else the origin the document was asked at', async () => {
  expect(doc.servers).toEqual([{ url: 'http://api.aliento.test' }]);
  const configured = await createTestApp({ publicApiUrl: 'https://api.aliento.example' });
  try {
    const res = await configured.app.inject({ method: 'GET', url: '/api/docs/json', headers: { host: 'elsewhere.test' } });
    expect(res.json().servers).toEqual([{ url: 'https://api.aliento.example' }]);
    expect((configured.app.swagger() as unknown as Doc).servers).toEqual([{ url: 'https://api.aliento.example' }]);
  } finally {
    await configured.close();
  }
});

describe('the 401 challenge (RFC 6750)', () => {
  it('is documented on every 401 answer', () => {
    for (const { route, op } of operations()) {
      if (op.responses['401'])
        expect([route, op.responses['401'].headers?.['WWW-Authenticate']]).toEqual([route, expect.objectContaining({ schema: { type: 'string' } })]);
    }
  });

  it('is sent: Bearer without a token, error="invalid_token" for a bad, expired or foreign token', async () => {
    const client = await newClient(t.app);
    const url = `/api/users/${client.id}`;
    const none = await t.app.inject({ method: 'GET', url });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const expired = await new TokenService(TEST_JWT_SECRET, -60).sign({
      id: client.id,
      email: client.email,
      firstName: 'Rosa',
      lastName: 'Díaz',
      roles: ['ROLE_CLIENT'],
      approved: true,
      ver: 0,
      sid: '00000000-0000-4000-8000-000000000000',
      emailVerified: true,
    });
    const foreign = await new TokenService('another-secret-0123456789-abcdefghijklmnop', 3600).sign({
      id: client.id,
      email: client.email,
      firstName: 'Rosa',
      lastName: 'Díaz',
      roles: ['ROLE_CLIENT'],
      approved: true,
      ver: 0,
      sid: '00000000-0000-4000-8000-000000000000',
      emailVerified: true,
    });
    for (const token of ['garbage', expired, foreign]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect([token, res.statusCode, res.headers['www-authenticate']]).toEqual([token, 401, 'Bearer error="invalid_token"']);
    }
    expect((await t.app.inject({ method: 'GET', url, headers: bearer(client) })).headers['www-authenticate']).toBeUndefined();
    // a failed sign-in is about the password, not a token
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: bearer('stale'),
      payload: { email: client.email, password: 'Wrong-horse-8' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.headers['www-authenticate']).toBe('Bearer');
  });

  it('comes with every 401 any documented route answers without a token', async () => {
    let unauthorized = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item)) {
        const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url, payload: method === 'get' ? undefined : {} });
        if (res.statusCode !== 401) continue;
        unauthorized++;
        expect([method, path, res.headers['www-authenticate']]).toEqual([method, path, 'Bearer']);
      }
    }
    expect(unauthorized).toBeGreaterThan(30);
  });
});

it('generates TypeScript types with openapi-typescript that compile and describe the answers', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'aliento-openapi-'));
  try {
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc));
    await promisify(execFile)(process.execPath, [
      join(__dirname, '..', 'node_modules', 'openapi-typescript', 'bin', 'cli.js'),
      join(dir, 'openapi.json'),
      '-o',
      join(dir, 'aliento-api.d.ts'),
    ]);
    writeFileSync(
      join(dir, 'use.ts'),
      `import type { components, operations } from './aliento-api';
type ErrorBody = components['schemas']['ErrorResponse'];
export const error: ErrorBody = { message: 'Sesión no válida', code: 'invalidToken' };
// @ts-expect-error the error body always has a message
export const noMessage: ErrorBody = { code: 'invalidToken' };
type Appointments = operations['getAppointmentsClientById']['responses'][200]['content']['application/json'];
export const createdAt: Appointments[number]['createdAt'] = new Date().toISOString();
export const challenge: operations['getAppointmentsClientById']['responses'][401]['headers']['WWW-Authenticate'] = 'Bearer';
export const login: operations['postLogin']['requestBody']['content']['application/json'] = { email: 'a@b.co', password: 'x' };
`,
    );
    const program = ts.createProgram([join(dir, 'use.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.CommonJS,
      types: [],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(problems).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
