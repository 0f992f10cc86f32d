/** What services need: the database, the configuration, the token signer, the mailer and the read caches' versions. */
import type { Config } from '../config';
import type { Db } from '../db';
import type { TokenService } from '../lib/tokens';
import type { Mailer } from '../mail/outbox';
import type { AuthUserCache } from './auth-user-cache';
import type { CacheVersions } from './cache-versions';

/** Dependencies handed to every service function (no HTTP involved). */
export type ServiceContext = {
  db: Db;
  config: Config;
  tokens: TokenService;
  mailer: Mailer;
  /** Versions of cached reads, one shared query per batch of requests. */
  versions: CacheVersions;
  /** Users as the bearer check sees them, kept per version of `cache_versions.auth`. */
  authUsers: AuthUserCache;
};
