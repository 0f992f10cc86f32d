/** `pnpm --filter @aliento/api seed`: migrate and load the demo data into the configured database. */
import { loadConfig } from '../config';
import { migrate, openDb } from '../db';
import { preparePrivateDataDir } from '../lib/private-data';
import { seed } from './index';

(async () => {
  const config = loadConfig();
  preparePrivateDataDir(config.dataDir);
  const db = await openDb(config);
  await migrate(db);
  const n = await seed(db, config);
  console.log(`seed: ${n} users created`);
  await db.close();
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
