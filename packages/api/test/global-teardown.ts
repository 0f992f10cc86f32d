/** Removes the template database. */
import { rmSync } from 'node:fs';
import { openPostgres } from '../src/db';
import { PG_TEMPLATE_DB, PGLITE_TEMPLATE_DIR } from './db-template';

export default async function globalTeardown(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = await openPostgres(url);
    await admin.exec(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB}`).catch(() => undefined);
    await admin.close();
    return;
  }
  rmSync(PGLITE_TEMPLATE_DIR, { recursive: true, force: true });
}
