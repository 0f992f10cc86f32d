/**
 * Which Calendly account a therapist books with, and the token that reads it. The server decides: a therapist who
 * connected their own Calendly account (OAuth) uses that account's token, refreshed when it is about to expire;
 * otherwise, with an organization admin token (`CALENDLY_TOKEN`), a therapist whose scheduling page belongs to a
 * member of that organization uses the admin token; otherwise there is nothing Aliento can verify.
 */
import type { Db, Queryable } from '../../db';
import { CalendlyHttpError, type CalendlyApi, type CalendlyUser } from './api-client';
import type { CalendlyOAuthClient, CalendlyTokens } from './oauth-client';
import type { TokenCipher } from './token-cipher';

/** What Aliento may do with a therapist's Calendly: the token to call with and the therapist's Calendly user. */
export type CalendlyAccess = {
  kind: 'oauth' | 'organization';
  token: string;
  /** The therapist's Calendly user URI (an event is theirs when one of its memberships is this user). */
  userUri: string;
  /** The page clients book on. */
  schedulingUrl: string;
};

/** Refresh an access token this long before it expires, so a booking never carries a token that dies mid-way. */
const REFRESH_MARGIN_MS = 5 * 60_000;
/** How long a found membership, and a "not a member", are trusted before Calendly is asked again. */
const MEMBER_TTL_MS = 24 * 3_600_000;
const NOT_MEMBER_TTL_MS = 10 * 60_000;
/** At most this many pages of 100 memberships are read to find a therapist in the organization. */
const MAX_MEMBER_PAGES = 20;

/** The slug (first path segment) of a scheduling page written as a username or a calendly.com link; null if none. */
export function calendlySlug(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  let path = text;
  if (/^https?:\/\//i.test(text)) {
    try {
      const url = new URL(text);
      if (!/(^|\.)calendly\.com$/i.test(url.hostname)) return null;
      path = url.pathname;
    } catch {
      return null;
    }
  }
  const first = path.split(/[/?#]/).filter(Boolean)[0];
  return first ? first.toLowerCase() : null;
}

/** The therapist's own page when it is on this account (it may name one event type), else the account's page. */
function pageFor(calendlyField: string, slug: string, accountUrl: string): string {
  const text = calendlyField.trim();
  if (calendlySlug(text) !== slug.toLowerCase()) return accountUrl;
  return /^https?:\/\//i.test(text) ? text : `https://calendly.com/${text.replace(/^\/+/, '')}`;
}

type ConnectionRow = {
  therapist_id: string;
  user_uri: string;
  slug: string;
  scheduling_url: string;
  access_token: string;
  refresh_token: string;
  access_expires_at: Date;
};

export class CalendlyAccounts {
  private organization?: Promise<string>;

  constructor(
    private readonly db: Db,
    private readonly api: CalendlyApi,
    private readonly oauth: { client: CalendlyOAuthClient; cipher: TokenCipher } | null,
    private readonly orgToken: string | undefined,
  ) {}

  /** The access for a therapist, or null when Aliento cannot verify their Calendly events. */
  async accessFor(therapistId: string, calendlyField?: string): Promise<CalendlyAccess | null> {
    const field = calendlyField ?? (await this.calendlyFieldOf(therapistId));
    if (this.oauth) {
      const r = await this.db.query<ConnectionRow>('SELECT * FROM calendly_connections WHERE therapist_id = $1', [therapistId]);
      if (r.rows[0]) {
        const token = await this.oauthToken(r.rows[0]);
        if (token)
          return { kind: 'oauth', token, userUri: r.rows[0].user_uri, schedulingUrl: pageFor(field, r.rows[0].slug, r.rows[0].scheduling_url) };
      }
    }
    const slug = calendlySlug(field);
    if (!this.orgToken || !slug) return null;
    const member = await this.organizationMember(therapistId, slug);
    return member
      ? { kind: 'organization', token: this.orgToken, userUri: member.uri, schedulingUrl: pageFor(field, slug, member.scheduling_url ?? '') }
      : null;
  }

  private async calendlyFieldOf(therapistId: string): Promise<string> {
    const r = await this.db.query<{ calendly: string }>('SELECT calendly FROM therapists WHERE user_id = $1', [therapistId]);
    return r.rows[0]?.calendly ?? '';
  }

  /** Stores tokens encrypted, bound to the therapist and the column. */
  sealTokens(therapistId: string, tokens: CalendlyTokens): { access: string; refresh: string; expiresAt: Date } {
    if (!this.oauth) throw new Error('Calendly OAuth is not configured');
    return {
      access: this.oauth.cipher.encrypt(tokens.access_token, `${therapistId}:access`),
      refresh: this.oauth.cipher.encrypt(tokens.refresh_token, `${therapistId}:refresh`),
      expiresAt: new Date(Date.now() + tokens.expires_in * 1000),
    };
  }

  /** A stored token in plain text (to revoke it on disconnect); null when it cannot be read. */
  openToken(therapistId: string, stored: string, column: 'access' | 'refresh'): string | null {
    try {
      return this.oauth ? this.oauth.cipher.decrypt(stored, `${therapistId}:${column}`) : null;
    } catch {
      return null;
    }
  }

  /**
   * A valid access token. Refreshing happens under the connection's row lock: Calendly's refresh tokens are single
   * use, so two replicas refreshing at once would leave one of them with a dead token. A refresh token Calendly no
   * longer accepts (the therapist revoked the app) ends the connection: the therapist sees "not connected".
   */
  private async oauthToken(row: ConnectionRow): Promise<string | null> {
    const { client, cipher } = this.oauth as NonNullable<CalendlyAccounts['oauth']>;
    const fresh = (r: ConnectionRow) => new Date(r.access_expires_at).getTime() - Date.now() > REFRESH_MARGIN_MS;
    if (fresh(row)) return cipher.decrypt(row.access_token, `${row.therapist_id}:access`);
    return this.db.transaction(async (tx) => {
      const r = await tx.query<ConnectionRow>('SELECT * FROM calendly_connections WHERE therapist_id = $1 FOR UPDATE', [row.therapist_id]);
      const current = r.rows[0];
      if (!current) return null;
      if (fresh(current)) return cipher.decrypt(current.access_token, `${row.therapist_id}:access`);
      let tokens: CalendlyTokens;
      try {
        tokens = await client.refresh(cipher.decrypt(current.refresh_token, `${row.therapist_id}:refresh`));
      } catch (err) {
        if (err instanceof CalendlyHttpError && (err.status === 400 || err.status === 401)) {
          await tx.query('DELETE FROM calendly_connections WHERE therapist_id = $1', [row.therapist_id]);
          return null;
        }
        throw err;
      }
      await this.saveTokens(tx, row.therapist_id, tokens);
      return tokens.access_token;
    });
  }

  /** Replaces a connection's tokens (after a refresh). */
  async saveTokens(q: Queryable, therapistId: string, tokens: CalendlyTokens): Promise<void> {
    const sealed = this.sealTokens(therapistId, tokens);
    await q.query(
      `UPDATE calendly_connections SET access_token = $2, refresh_token = $3, access_expires_at = $4, refreshed_at = now()
       WHERE therapist_id = $1`,
      [therapistId, sealed.access, sealed.refresh, sealed.expiresAt],
    );
  }

  /** The organization of the admin token (asked once per process; it never changes for a token). */
  private organizationUri(): Promise<string> {
    if (!this.organization) {
      const asked = this.api.me(this.orgToken as string).then((me) => {
        if (!me.current_organization) throw new CalendlyHttpError(403, 'CALENDLY_TOKEN belongs to no organization');
        return me.current_organization;
      });
      // a failed answer is not remembered: the next booking asks again
      asked.catch(() => {
        if (this.organization === asked) this.organization = undefined;
      });
      this.organization = asked;
    }
    return this.organization;
  }

  /** The organization member whose scheduling page has this slug (looked up, then remembered in the database). */
  private async organizationMember(therapistId: string, slug: string): Promise<CalendlyUser | null> {
    const cached = await this.db.query<{ slug: string; user_uri: string | null; scheduling_url: string | null; checked_at: Date }>(
      'SELECT slug, user_uri, scheduling_url, checked_at FROM calendly_org_members WHERE therapist_id = $1',
      [therapistId],
    );
    const c = cached.rows[0];
    if (c && c.slug === slug) {
      const age = Date.now() - new Date(c.checked_at).getTime();
      if (c.user_uri && age < MEMBER_TTL_MS) return { uri: c.user_uri, slug, scheduling_url: c.scheduling_url ?? undefined };
      if (!c.user_uri && age < NOT_MEMBER_TTL_MS) return null;
    }
    const organization = await this.organizationUri();
    let found: CalendlyUser | null = null;
    let page: string | undefined;
    for (let i = 0; i < MAX_MEMBER_PAGES && !found; i++) {
      const r = await this.api.organizationMembers(this.orgToken as string, organization, page);
      found = r.users.find((u) => (u.slug ?? '').toLowerCase() === slug) ?? null;
      if (!r.next) break;
      page = r.next;
    }
    await this.db.query(
      `INSERT INTO calendly_org_members (therapist_id, slug, user_uri, scheduling_url, checked_at) VALUES ($1, $2, $3, $4, now())
       ON CONFLICT (therapist_id) DO UPDATE SET slug = EXCLUDED.slug, user_uri = EXCLUDED.user_uri,
         scheduling_url = EXCLUDED.scheduling_url, checked_at = EXCLUDED.checked_at`,
      [therapistId, slug, found?.uri ?? null, found?.scheduling_url ?? null],
    );
    return found;
  }
}
