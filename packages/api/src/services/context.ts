/**
 * What services need (the database, the configuration, the token signer, the mailer, the read caches) and the
 * shapes those dependencies hand out. Types only, importing no service, so a service can depend on it without
 * joining an import loop.
 */
import type { Language, Role } from '@aliento/contracts/enums';
import type { Config } from '../config';
import type { Db } from '../db';
import type { TokenService } from '../lib/tokens';
import type { Mailer } from '../mail/outbox';
import type { ImageStore } from '../storage/images';

/** Version per cache name (`directory`, `auth`), as read from the database at one moment. */
export type VersionSnapshot = ReadonlyMap<string, string>;

/** A user's account as the token and the routes describe it. */
export type AccountUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  approved: boolean;
  language: Language;
};

/** The authenticated caller of a request, as re-read from the database, with the session their token belongs to. */
export type AuthUser = AccountUser & { sessionId: string };

/** A session as the bearer check sees it. */
export type AuthRecord = { user: AuthUser; tokenVersion: number; open: boolean };

/** Reads the versions of cached reads (`CacheVersions` in `cache/versions.ts`). */
export interface VersionReader {
  /** A snapshot read after this call. */
  read(): Promise<VersionSnapshot>;
}

/** Sessions and their users as the bearer check sees them (`AuthUserCache` in `cache/auth-user.ts`). */
export interface AuthUserReader {
  /** The session `id` as of `at`, or null when there is no such session. */
  get(id: string, at: VersionSnapshot): Promise<AuthRecord | null>;
}

/** Dependencies handed to every service function (no HTTP involved). */
export type ServiceContext = {
  db: Db;
  config: Config;
  tokens: TokenService;
  mailer: Mailer;
  /** Versions of cached reads, one shared query per batch of requests. */
  versions: VersionReader;
  /** Users as the bearer check sees them, kept per version of `cache_versions.auth`. */
  authUsers: AuthUserReader;
  /** Where uploaded images are kept (the database, or S3 when configured). */
  images: ImageStore;
};
