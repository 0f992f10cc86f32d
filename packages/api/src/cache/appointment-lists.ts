/**
 * The client's and the therapist's appointment lists served from bytes kept in memory, per list, user, language
 * and view (an admin's shows e-mails), keyed by the user's own version in `appointment_list_versions`, which the
 * writes themselves bump (migration 014). `cache_versions.appointments`, in the snapshot every request already
 * reads, moves with each of those writes: while it has not moved since an entry was checked nothing can have
 * changed and no query is made; when it has, one look-up of the user's version tells whether their list did.
 *
 * A list also changes with time alone: a session that has ended shows as completed (derived, not stored). An entry
 * is kept only until the next of its sessions ends, and the ETag counts the sessions completed that way, so a
 * list never shows a session as upcoming after it ended and two replicas give the same ETag to the same bytes.
 */
import type { Language } from '@aliento/contracts/enums';
import type { AppointmentListAt } from '../services/appointments';
import type { VersionSnapshot } from '../services/context';
import { compressJson } from './compress';

/** Which list, of whom, as whom. */
export type ListView = { side: 'client' | 'therapist'; userId: string; lang: Language; admin: boolean };

/** How to read a user's list version (after the request's snapshot) and the list itself (after the version). */
export type ListSource = { version(): Promise<string>; list(now: number): Promise<AppointmentListAt> };

/** A list's bytes, valid until `until` (epoch ms; Infinity when no session of it is still to end). */
export type ListBytes = { etag: string; json: Buffer; gzip: Buffer; br: Buffer; until: number };

type Entry = {
  key: string;
  /** The user's list version the bytes were built at. */
  version: Promise<string>;
  /** `cache_versions.appointments` as of which the entry is known current. */
  checked: bigint;
  /** The running check against a newer `cache_versions.appointments`, shared by the requests that need it. */
  check?: { at: bigint; same: Promise<boolean> };
  bytes: Promise<ListBytes>;
  /** Bytes held (0 until built). */
  size: number;
};

/** Lists this big are compressed at a lower brotli quality: they are rebuilt whenever a session of theirs changes. */
const LARGE_LIST_BYTES = 128 * 1024;
const BROTLI_QUALITY_LARGE = 6;

const keyOf = (v: ListView) => `${v.side}:${v.userId}:${v.lang}:${v.admin ? 'admin' : 'own'}`;
const etagOf = (v: ListView, version: string, ended: number) => `"apt-${v.side[0]}${v.admin ? 'a' : ''}-${version}.${ended}-${v.lang}"`;

export class AppointmentListCache {
  /** Least recently used first (a hit moves its entry to the end). */
  private readonly entries = new Map<string, Entry>();
  private bytesHeld = 0;

  /**
   * @param maxEntries lists kept at most (the least recently used are dropped first)
   * @param maxBytes bytes kept at most, the three codings of each list counted
   */
  constructor(
    private readonly maxEntries = 2000,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /**
   * The list's bytes as of `at` (a snapshot read after the request arrived), rebuilt with `source` when the user's
   * version moved or a session of the list ended since it was built. The user's version is read before the list,
   * so a write landing in between makes a later request rebuild (never the other way). Requests that need the
   * same rebuild or the same check share it.
   */
  async get(view: ListView, at: Promise<VersionSnapshot>, source: ListSource): Promise<ListBytes> {
    const snapshot = (await at).get('appointments');
    // without the version (a database before migration 014) nothing is kept
    if (snapshot === undefined) return this.build(view, 0n, source).bytes;
    const g = BigInt(snapshot);
    const key = keyOf(view);
    for (let retried = false; ; retried = true) {
      const entry = this.entries.get(key);
      if (entry && (await this.current(entry, g, source))) {
        const bytes = await entry.bytes;
        if (Date.now() < bytes.until) {
          this.touch(entry);
          return bytes;
        }
        this.drop(entry);
      }
      // while this request waited, another may have started the rebuild it needs: use that one
      const newer = this.entries.get(key);
      if (newer && newer !== entry && !retried) continue;
      const built = this.build(view, g, source);
      if (!newer || newer.checked <= g) this.keep(built, newer);
      return built.bytes;
    }
  }

  /** Whether the entry is current as of `g`: checked at `g` or later, or the user's version has not moved since. */
  private async current(entry: Entry, g: bigint, source: ListSource): Promise<boolean> {
    if (entry.checked >= g) return true;
    if (!entry.check || entry.check.at < g) {
      // the version is read after the snapshot `g` was, so a write committed before `g` is in it
      const same = Promise.all([entry.version, source.version()]).then(([built, now]) => built === now);
      entry.check = { at: g, same };
    }
    const { at, same } = entry.check;
    if (!(await same.catch(() => false))) return false;
    if (entry.checked < at) entry.checked = at;
    return true;
  }

  private build(view: ListView, g: bigint, source: ListSource): Entry {
    const key = keyOf(view);
    const version = source.version();
    const bytes = version.then(async (v) => {
      const now = Date.now();
      const { list, ended, changesAt } = await source.list(now);
      const json = Buffer.from(JSON.stringify(list));
      const coded = await compressJson(json, json.length > LARGE_LIST_BYTES ? BROTLI_QUALITY_LARGE : undefined);
      return { ...coded, etag: etagOf(view, v, ended), until: changesAt };
    });
    return { key, version, checked: g, bytes, size: 0 };
  }

  /** Keeps a new entry (in place of `replaced`), counts its bytes once built, and drops what is over the bounds. */
  private keep(entry: Entry, replaced: Entry | undefined): void {
    if (replaced) this.drop(replaced);
    this.entries.set(entry.key, entry);
    entry.bytes.then(
      (b) => {
        if (this.entries.get(entry.key) !== entry) return;
        entry.size = b.json.length + b.gzip.length + b.br.length;
        this.bytesHeld += entry.size;
        this.trim();
      },
      () => this.drop(entry),
    );
    this.trim();
  }

  private touch(entry: Entry): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.entries.set(entry.key, entry);
  }

  private drop(entry: Entry): void {
    if (this.entries.get(entry.key) !== entry) return;
    this.entries.delete(entry.key);
    this.bytesHeld -= entry.size;
  }

  /** Drops the least recently used entries while more are held than the bounds allow. */
  private trim(): void {
    for (const oldest of this.entries.values()) {
      if (this.entries.size <= this.maxEntries && this.bytesHeld <= this.maxBytes) return;
      this.drop(oldest);
    }
  }

  /** How many lists and bytes are held (for tests and diagnostics). */
  stats(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytesHeld };
  }
}
