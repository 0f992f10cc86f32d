/**
 * Several replicas starting at once on one fresh PostgreSQL database: every migrate() succeeds and each migration
 * is applied exactly once (the advisory lock serialises them). PostgreSQL only: PGlite is one process's database.
 */
import { randomBytes } from 'node:crypto';
import { migrate, migrationFiles, openPostgres, type Db } from '../src/db';
import { withDatabase } from './db-template';
import { dropWhenFree } from './helpers';

const url = process.env.DATABASE_URL;
const onPostgres = url ? it : it.skip;

onPostgres('applies each migration once when 3 replicas migrate one fresh database at the same moment', async () => {
  const name = `aliento_migrate_${randomBytes(6).toString('hex')}`;
  const admin = await openPostgres(url!);
  await admin.exec(`CREATE DATABASE ${name}`);
  const replicas: Db[] = [];
  try {
    for (let i = 0; i < 3; i++) replicas.push(await openPostgres(withDatabase(url!, name)));
    const results = await Promise.all(replicas.map((db) => migrate(db)));
    const files = migrationFiles();
    // one replica applied them all, the others found nothing left to do
    expect(results.flat().sort()).toEqual(files);
    expect(results.filter((applied) => applied.length > 0)).toHaveLength(1);
    const rows = await replicas[0].query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.rows.map((r) => r.version)).toEqual(files.map((f) => f.slice(0, 3)));
    // and a later start of all three is a no-op
    expect(await Promise.all(replicas.map((db) => migrate(db)))).toEqual([[], [], []]);
  } finally {
    await Promise.all(replicas.map((db) => db.close()));
    await dropWhenFree(admin, name);
    await admin.close();
  }
});
