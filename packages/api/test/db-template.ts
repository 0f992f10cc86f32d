/** Where the migrated test database template lives (shared by global setup, teardown and test files). */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** PGlite template folder (copied per test file). */
// API_TEST_ID separates concurrent runs of the suite on one machine (each gets its own template).
const RUN_ID = (process.env.API_TEST_ID ?? process.env.USER ?? 'u').replace(/[^a-z0-9_]/gi, '_');
export const PGLITE_TEMPLATE_DIR = join(tmpdir(), `aliento-api-test-template-${RUN_ID}`);
/** PostgreSQL template database name (cloned per test file with CREATE DATABASE ... TEMPLATE). */
export const PG_TEMPLATE_DB = `aliento_test_template_${RUN_ID}`.toLowerCase();

/** `url` with its database name replaced. */
export function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = '/' + db;
  return u.toString();
}
