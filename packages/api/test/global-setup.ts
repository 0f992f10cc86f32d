/** Builds the migrated database once: a PGlite folder, or a PostgreSQL template database when DATABASE_URL is set. */
import { rmSync } from 'node:fs';
import { migrate, openPglite, openPostgres } from '../src/db';
import { PG_TEMPLATE_DB, PGLITE_TEMPLATE_DIR, withDatabase } from './db-template';

export default async function globalSetup(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = await openPostgres(url);
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [PG_TEMPLATE_DB]);
    await admin.exec(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB}`);
    await admin.exec(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
    await admin.close();
    const tpl = await openPostgres(withDatabase(url, PG_TEMPLATE_DB));
    await migrate(tpl);
    await tpl.close();
    return;
  }
  rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
  const db = await openPglite(PGLITE_TEMPLATE_DIR);
  await migrate(db);
  await db.close();
}
