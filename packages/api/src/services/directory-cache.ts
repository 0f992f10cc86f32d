/**
 * The public directory (approved therapists, per language) served from bytes kept in memory, keyed by the
 * database's `cache_versions.directory`, which the writes themselves bump (migration 004). One small query per
 * request tells whether the bytes are current, so several replicas stay correct without talking to each other.
 * The bytes are gzipped once per version, and the version is the ETag (a 304 costs nothing but that query).
 */
import { gzipSync } from 'node:zlib';
import type { Language } from '@aliento/contracts/enums';
import type { Db } from '../db';

export type DirectoryBytes = { etag: string; json: Buffer; gzip: Buffer };

type Entry = DirectoryBytes & { version: string };

export class DirectoryCache {
  private readonly entries = new Map<Language, Entry>();

  constructor(private readonly db: Db) {}

  private next: Promise<string> | null = null;

  /**
   * The current version of the directory in the database. Requests that arrive before the next query is issued
   * share it: it starts after each of them arrived, so none of them can miss a write committed before it asked.
   */
  version(): Promise<string> {
    this.next ??= new Promise<string>((resolve, reject) => {
      setImmediate(() => {
        this.next = null;
        this.db
          .query<{ v: string }>(`SELECT version::text AS v FROM cache_versions WHERE name = 'directory'`)
          .then((r) => resolve(r.rows[0]?.v ?? '0'), reject);
      });
    });
    return this.next;
  }

  /**
   * The directory bytes for a language, rebuilt with `build` when the database version moved. The version is
   * read before the list, so a write landing in between makes the next request rebuild (never the other way).
   */
  async get(lang: Language, build: () => Promise<unknown>): Promise<DirectoryBytes> {
    const version = await this.version();
    const hit = this.entries.get(lang);
    if (hit && hit.version === version) return hit;
    const json = Buffer.from(JSON.stringify(await build()));
    const entry: Entry = { version, etag: `"dir-${version}-${lang}"`, json, gzip: gzipSync(json, { level: 6 }) };
    this.entries.set(lang, entry);
    return entry;
  }

  /** The ETag a request would get now, for conditional requests answered without building anything. */
  async etag(lang: Language): Promise<string> {
    return `"dir-${await this.version()}-${lang}"`;
  }
}
