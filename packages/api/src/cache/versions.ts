/**
 * Versions of cached reads (`cache_versions`), which the writes themselves bump with triggers (migrations 004
 * and 005). Every cache in this process asks "is what I hold still current?" through one snapshot of them.
 */
import type { Db } from '../db';
import type { VersionReader, VersionSnapshot } from '../services/context';

/** Under load, at most one version query per this many milliseconds; an idle server queries at once. */
const MIN_INTERVAL_MS = 1;

type Batch = { promise: Promise<VersionSnapshot>; resolve: (v: VersionSnapshot) => void; reject: (e: unknown) => void };

/** Reads the versions, sharing one query between the requests that are waiting for it. */
export class CacheVersions implements VersionReader {
  /** Callers waiting for the next query (not issued yet). */
  private waiting: Batch | null = null;
  private running = false;
  private lastIssued = -Infinity;
  /**
   * Embedded PGlite: the last snapshot and the database's activity count right after it was read, when nothing
   * else ran meanwhile. While the count has not moved, nothing can have changed (no other process can write to
   * PGlite), so the snapshot is still what a query would read and is answered without one.
   */
  private quiet: { snapshot: Promise<VersionSnapshot>; activity: number } | null = null;

  constructor(private readonly db: Pick<Db, 'query' | 'activity'>) {}

  /**
   * A snapshot read after this call. Calls made before the next query is issued share it: it is issued after
   * each of them was made, so none of them can miss a write committed before it asked. One query runs at a time,
   * the calls made meanwhile wait for the next one (PGlite runs queries one at a time anyway), and under load the
   * next one waits until {@link MIN_INTERVAL_MS} after the last: one small query per batch of requests instead of
   * one per request, for at most that much more latency. With embedded PGlite, while no statement at all has run
   * since the last snapshot, that snapshot is answered at once.
   */
  read(): Promise<VersionSnapshot> {
    if (this.quiet && this.quiet.activity === this.db.activity?.()) return this.quiet.snapshot;
    if (!this.waiting) {
      let resolve!: Batch['resolve'];
      let reject!: Batch['reject'];
      const promise = new Promise<VersionSnapshot>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      this.waiting = { promise, resolve, reject };
      if (!this.running) this.schedule();
    }
    return this.waiting.promise;
  }

  /** Issues the waiting batch's query after this turn of the event loop, or when the interval since the last ends. */
  private schedule(): void {
    const wait = this.lastIssued + MIN_INTERVAL_MS - performance.now();
    if (wait > 0) setTimeout(() => this.issue(), wait);
    else setImmediate(() => this.issue());
  }

  private issue(): void {
    const batch = this.waiting;
    if (!batch || this.running) return;
    this.waiting = null;
    this.running = true;
    this.lastIssued = performance.now();
    const before = this.db.activity?.() ?? null;
    this.db
      .query<{ name: string; v: string }>(`SELECT name, version::text AS v FROM cache_versions`)
      .then((r) => {
        const snapshot: VersionSnapshot = new Map(r.rows.map((row) => [row.name, row.v]));
        // reusable only if this query was the one statement that started and finished in between
        const after = this.db.activity?.() ?? null;
        this.quiet = before !== null && after === before + 2 ? { snapshot: Promise.resolve(snapshot), activity: after } : null;
        batch.resolve(snapshot);
      }, batch.reject)
      .finally(() => {
        this.running = false;
        if (this.waiting) this.schedule();
      });
  }
}
