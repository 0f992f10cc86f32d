/**
 * The CMS's articles behind `/api/articles`, stale-while-revalidate: a copy younger than CMS_CACHE_SECONDS is
 * served as is; an older one is served at once while one refresh per key runs in the background; only a request
 * nobody has answered before waits for the CMS. Every good answer is also kept in the database (`cms_cache`), so
 * while the CMS is down the blog keeps working from the last good copy, after a restart and on every replica.
 */
import type { ArticlesResponse } from '@aliento/contracts/articles';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db';
import { AppError } from '../lib/app-error';
import { type CmsQuery, type CmsSource, fetchStrapi, toArticles } from '../cms/strapi';

type Entry = { body: ArticlesResponse; fetchedAt: number };

/** Copies kept in memory per process (the database holds them all); a slug nobody has must not grow it forever. */
const MEMORY_ENTRIES = 300;
/** The CMS's own default language: an article or a list missing in the reader's language falls back to it. */
const FALLBACK_LOCALE = 'es';

/** Each article says the language it was asked for in (Strapi answers one locale per request). */
function inLocale(answer: ArticlesResponse, locale: CmsQuery['locale']): ArticlesResponse {
  return { ...answer, data: answer.data.map((a) => ({ ...a, attributes: { ...a.attributes, locale } })) };
}

export class CmsArticles {
  private readonly memory = new Map<string, Entry>();
  private readonly refreshing = new Map<string, Promise<Entry>>();

  constructor(
    private readonly db: Db,
    private readonly source: CmsSource & { freshMs: number },
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /** One page (or one slug) in the reader's language, falling back to Spanish when that language has none. */
  async list(q: CmsQuery): Promise<ArticlesResponse> {
    const answer = await this.get(q);
    if (answer.data.length > 0 || q.locale === FALLBACK_LOCALE || q.page > 1) return inLocale(answer, q.locale);
    return inLocale(await this.get({ ...q, locale: FALLBACK_LOCALE }), FALLBACK_LOCALE);
  }

  private async get(q: CmsQuery): Promise<ArticlesResponse> {
    const key = JSON.stringify([q.locale, q.page, q.pageSize, q.slug ?? null]);
    const entry = this.memory.get(key) ?? (await this.stored(key));
    if (entry && Date.now() - entry.fetchedAt < this.source.freshMs) return entry.body;
    const refresh = this.refresh(key, q);
    if (entry) {
      refresh.catch((err) => this.log?.warn({ err: (err as Error).message, cms: this.source.url }, 'CMS refresh failed; serving the last good copy'));
      return entry.body;
    }
    try {
      return (await refresh).body;
    } catch (err) {
      this.log?.warn({ err: (err as Error).message, cms: this.source.url }, 'CMS unavailable and no copy of this page yet');
      throw new AppError(503, 'blogUnavailable');
    }
  }

  private async stored(key: string): Promise<Entry | undefined> {
    const r = await this.db.query<{ body: ArticlesResponse | string; fetched_at: Date | string }>(
      'SELECT body, fetched_at FROM cms_cache WHERE key = $1',
      [key],
    );
    const row = r.rows[0];
    if (!row) return undefined;
    const entry = {
      body: typeof row.body === 'string' ? (JSON.parse(row.body) as ArticlesResponse) : row.body,
      fetchedAt: new Date(row.fetched_at).getTime(),
    };
    this.remember(key, entry);
    return entry;
  }

  private remember(key: string, entry: Entry): void {
    this.memory.delete(key);
    this.memory.set(key, entry);
    if (this.memory.size > MEMORY_ENTRIES) this.memory.delete(this.memory.keys().next().value as string);
  }

  private refresh(key: string, q: CmsQuery): Promise<Entry> {
    let running = this.refreshing.get(key);
    if (!running) {
      running = (async () => {
        const { answer, skipped } = toArticles(await fetchStrapi(this.source, q), q, this.source.url);
        if (skipped.length > 0) this.log?.warn({ skipped, cms: this.source.url }, 'CMS articles left out of the blog');
        const entry = { body: answer, fetchedAt: Date.now() };
        this.remember(key, entry);
        // an empty answer is not worth keeping: random slugs must not fill the table
        if (answer.data.length > 0) {
          await this.db.query(
            `INSERT INTO cms_cache (key, body, fetched_at) VALUES ($1, $2::jsonb, now())
             ON CONFLICT (key) DO UPDATE SET body = EXCLUDED.body, fetched_at = EXCLUDED.fetched_at`,
            [key, JSON.stringify(answer)],
          );
        }
        return entry;
      })().finally(() => this.refreshing.delete(key));
      this.refreshing.set(key, running);
    }
    return running;
  }
}
