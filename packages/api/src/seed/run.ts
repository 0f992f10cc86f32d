/** `pnpm --filter @aliento/api seed`: migrate and load the demo data into the configured database. */
import { loadConfig } from '../config';
import { migrate, openDb } from '../db';
import { seed } from './index';

(async () => {
  const config = loadConfig();
  const db = await openDb(config);
  await migrate(db);
  const n = await seed(db, config);
  console.log(`seed: ${n} users created`);
  await db.close();
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
