/**
 * What the bearer check needs about a user (token version, roles, names, e-mail, language, approval), kept in
 * memory and keyed by the database's `cache_versions.auth`, which every write to those columns bumps in the same
 * transaction (migration 005). A request uses an entry only when it was read at the version of a snapshot taken
 * after the request arrived, so a token revoked on any replica is refused on the next request on every replica.
 */
import type { Queryable } from '../db';
import { authUserOf, type AuthUser } from './auth';
import type { VersionSnapshot } from './cache-versions';
import { findUserById } from './users';

/** A user as the bearer check sees them. */
export type AuthRecord = { user: AuthUser; tokenVersion: number };

type Entry = { version: string; record: Promise<AuthRecord | null> };

/** Enough for every active user of a replica; beyond it the oldest entries are dropped (and re-read when needed). */
const MAX_ENTRIES = 20_000;

export class AuthUserCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly db: Queryable) {}

  private async read(id: string): Promise<AuthRecord | null> {
    const row = await findUserById(this.db, id);
    if (!row) return null;
    return { tokenVersion: row.token_version, user: authUserOf(row) };
  }

  /**
   * The user `id` as of `at` (a snapshot read after the request arrived), or null when there is no such user.
   * An entry (or a read in flight) tagged with the same version is current: it was read after that version, and
   * no write to what it holds was committed between that version and the request's arrival, or the version
   * would have moved. Requests of one user that miss together share one read.
   */
  async get(id: string, at: VersionSnapshot): Promise<AuthRecord | null> {
    const version = at.get('auth');
    if (version === undefined) return this.read(id);
    const hit = this.entries.get(id);
    if (hit && hit.version === version) return hit.record;
    const entry: Entry = { version, record: this.read(id) };
    if (hit) this.entries.delete(id);
    else if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(id, entry);
    // unknown users and failed reads are not kept
    const drop = () => {
      if (this.entries.get(id) === entry) this.entries.delete(id);
    };
    entry.record.then((r) => r ?? drop(), drop);
    return entry.record;
  }
}
