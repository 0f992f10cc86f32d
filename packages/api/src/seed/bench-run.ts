/** `tsx src/seed/bench-run.ts <N>`: migrate, seed the demo data, and top the directory up to N therapists. */
import { loadConfig } from '../config';
import { migrate, openDb } from '../db';
import { preparePrivateDataDir } from '../lib/private-data';
import { seed } from './index';
import { topUpTherapists } from './bench';

async function main(): Promise<void> {
  const target = Number(process.argv[2] ?? 50);
  const config = loadConfig();
  preparePrivateDataDir(config.dataDir);
  const db = await openDb(config);
  await migrate(db);
  await seed(db, config);
  const n = await topUpTherapists(db, target);
  await db.close();
  console.log(`approved therapists: ${n}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
