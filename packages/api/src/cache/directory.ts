/**
 * The public directory (approved therapists, per language) served from bytes kept in memory, keyed by the
 * database's `cache_versions.directory`, which the writes themselves bump (migration 004). One small query per
 * batch of requests tells whether the bytes are current, so several replicas stay correct without talking to
 * each other. The bytes are compressed once per version (brotli and gzip), and the version is the ETag (a 304
 * costs nothing more).
 */
import type { Language } from '@aliento/contracts/enums';
import type { VersionSnapshot } from '../services/context';
import { compressJson } from './compress';

export type DirectoryBytes = { etag: string; json: Buffer; gzip: Buffer; br: Buffer };

/** The bytes of one version of a language, built once: requests arriving while it builds wait for the same build. */
type Entry = { version: string; bytes: Promise<DirectoryBytes> };

const versionOf = (at: VersionSnapshot) => at.get('directory') ?? '0';
const etagOf = (version: string, lang: Language) => `"dir-${version}-${lang}"`;

export class DirectoryCache {
  private readonly entries = new Map<Language, Entry>();

  /**
   * The directory bytes for a language as of `at` (a version snapshot read after the request arrived), rebuilt
   * with `build` when the database version moved. The version is read before the list, so a write landing in
   * between makes the next request rebuild (never the other way). After a change, the requests that arrive
   * together share one build instead of each serialising and gzipping the whole list.
   */
  async get(lang: Language, at: Promise<VersionSnapshot>, build: () => Promise<unknown>): Promise<DirectoryBytes> {
    const version = versionOf(await at);
    const hit = this.entries.get(lang);
    if (hit && hit.version === version) return hit.bytes;
    const entry: Entry = {
      version,
      // brotli at its best quality: once per version and language, for bytes every later request sends
      bytes: build().then(async (list) => ({ etag: etagOf(version, lang), ...(await compressJson(Buffer.from(JSON.stringify(list)))) })),
    };
    // a request holding an older snapshot builds for itself without replacing newer bytes
    if (!hit || BigInt(version) > BigInt(hit.version)) {
      this.entries.set(lang, entry);
      entry.bytes.catch(() => {
        if (this.entries.get(lang) === entry) this.entries.delete(lang);
      });
    }
    return entry.bytes;
  }

  /** The ETag a request would get as of `at`, for conditional requests answered without building anything. */
  async etag(lang: Language, at: Promise<VersionSnapshot>): Promise<string> {
    return etagOf(versionOf(await at), lang);
  }
}
