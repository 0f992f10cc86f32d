/**
 * What the bearer check needs about a session and its user (open or ended, token version, roles, names, e-mail,
 * language, approval), kept in memory per session and keyed by the database's `cache_versions.auth`, which every
 * write to those columns bumps in the same transaction (migrations 005 and 007). A request uses an entry only
 * when it was read at the version of a snapshot taken after the request arrived, so a token revoked or a session
 * ended on any replica is refused on the next request on every replica.
 */
import { findSessionUser } from '../data/sessions';
import type { Queryable } from '../db';
import { authUserOf } from '../services/auth-user';
import type { AuthRecord, AuthUserReader, VersionSnapshot } from '../services/context';

type Entry = { version: string; record: Promise<AuthRecord | null> };

/** Enough for every active user of a replica; beyond it the oldest entries are dropped (and re-read when needed). */
const MAX_ENTRIES = 20_000;

export class AuthUserCache implements AuthUserReader {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly db: Queryable) {}

  private async read(sid: string): Promise<AuthRecord | null> {
    const row = await findSessionUser(this.db, sid);
    if (!row) return null;
    return { tokenVersion: row.token_version, open: row.session_open, user: { ...authUserOf(row), sessionId: sid } };
  }

  /**
   * The session `id` as of `at` (a snapshot read after the request arrived), or null when there is no such session.
   * An entry (or a read in flight) tagged with the same version is current: it was read after that version, and
   * no write to what it holds was committed between that version and the request's arrival, or the version
   * would have moved. Requests of one session that miss together share one read.
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
    // unknown sessions and failed reads are not kept
    const drop = () => {
      if (this.entries.get(id) === entry) this.entries.delete(id);
    };
    entry.record.then((r) => r ?? drop(), drop);
    return entry.record;
  }
}
