/**
 * docs/architecture.md stays true: every route the API documents has a row in its API table (so a new route
 * cannot ship without saying where its code lives), every row is a documented route, and every file the document
 * names exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './helpers';
import { documentedOperations } from './openapi-operations';

const root = join(__dirname, '../../..');
const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('has one row per documented API route, and no row for a route that does not exist', async () => {
  const documented = (await documentedOperations(t.app)).map((o) => `${o.method} ${o.path.replace(/\{(\w+)\}/g, ':$1')}`).sort();
  const rows = [...doc.matchAll(/^\| `((?:GET|POST|PUT|DELETE) \/api\/[^`]*)` \|/gm)].map((m) => m[1]).sort();
  expect(rows).toEqual(documented);
});

it('names only files that exist', () => {
  const named = [...doc.matchAll(/`((?:shell|mfe-[a-z]+|packages)\/[\w./-]+\.(?:tsx?|mjs|cjs))`/g)].map((m) => m[1]);
  const apiNamed = [...doc.matchAll(/`((?:routes|services|payments|scheduling|mail|jobs|data|cache)\/[\w/-]+?)(\.ts)?`/g)].map(
    (m) => `packages/api/src/${m[1]}`,
  );
  expect(named.length).toBeGreaterThan(15);
  expect(apiNamed.length).toBeGreaterThan(60);
  const missing = [
    ...named.filter((f) => !existsSync(join(root, f))),
    ...apiNamed.filter((f) => !existsSync(join(root, `${f}.ts`)) && !existsSync(join(root, f))),
  ];
  expect([...new Set(missing)]).toEqual([]);
});

it('keeps the SQL in the data layer, as the document says: no service runs a query itself', () => {
  const dir = join(__dirname, '../src/services');
  const withSql = readdirSync(dir).filter((f) => /\.query(<[^>]*>)?\(/.test(readFileSync(join(dir, f), 'utf8')));
  expect(withSql).toEqual([]);
});
