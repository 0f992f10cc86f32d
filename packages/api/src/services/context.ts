/** What services need: the database, the configuration, the token signer and the mailer. */
import type { Config } from '../config';
import type { Db } from '../db';
import type { TokenService } from '../lib/tokens';
import type { Mailer } from '../mail/outbox';

/** Dependencies handed to every service function (no HTTP involved). */
export type ServiceContext = {
  db: Db;
  config: Config;
  tokens: TokenService;
  mailer: Mailer;
};
