/** The operations of the served OpenAPI document (`/api/docs/json`), for tests that walk every route. */
import type { FastifyInstance } from 'fastify';

/** One operation of the document. */
export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as documented, e.g. `/api/users/{id}`. */
  path: string;
  /** True when the document says the operation needs no token (`security: []`). */
  isPublic: boolean;
};

type Doc = { paths: Record<string, Record<string, { security?: unknown[] }>> };

/** Every operation the API documents (HEAD twins left out). */
export async function documentedOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json: ${res.statusCode}`);
  const doc = res.json() as Doc;
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      if (method === 'head') continue;
      if (!op.security) throw new Error(`${method} ${path} has no security entry`);
      out.push({ method: method.toUpperCase() as Operation['method'], path, isPublic: op.security.length === 0 });
    }
  }
  return out;
}

/** The path with each `{param}` replaced by `fill(param)`. */
export const fillPath = (path: string, fill: (param: string) => string) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(fill(name)));
