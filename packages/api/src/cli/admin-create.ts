/**
 * `pnpm --filter @aliento/api admin:create <email> [--first-name X] [--last-name Y]`: creates an admin on the
 * configured database (DATABASE_URL or DATA_DIR, as the server) and prints a one-time link to choose its password.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { migrate, openDb } from '../db';
import { AppError } from '../lib/app-error';
import { preparePrivateDataDir, UnsafeSetupError } from '../lib/private-data';
import { createAdmin, FIRST_ADMIN_LINK_HOURS } from '../services/first-admin';

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
  });
  if (positionals.length !== 1) {
    console.error('Usage: pnpm --filter @aliento/api admin:create <email> [--first-name Ana] [--last-name Ruiz]');
    return 2;
  }
  const config = loadConfig();
  preparePrivateDataDir(config.dataDir);
  const db = await openDb(config);
  try {
    await migrate(db);
    const { link } = await createAdmin({ db, config }, { email: positionals[0], firstName: values['first-name'], lastName: values['last-name'] });
    console.log(`Admin ${positionals[0]} created. Open this link within ${FIRST_ADMIN_LINK_HOURS} hours to choose the password (it works once):`);
    console.log(link);
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof AppError && err.key === 'emailInUse')
      console.error('An account with that e-mail already exists: sign in with it, or choose another e-mail.');
    else if (err instanceof UnsafeSetupError) console.error(err.message);
    else if (err instanceof Error && err.name === 'ZodError') console.error('That is not a valid e-mail address.');
    else console.error(err);
    process.exit(1);
  },
);
