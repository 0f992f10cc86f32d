/**
 * A therapist connects their own Calendly account from settings: Aliento sends them to Calendly's consent page
 * with a single-use state and a PKCE challenge; Calendly sends the browser back to the settings page with a code,
 * and the page hands code and state to the API as the signed-in therapist. The state must be one this same therapist
 * started (so nobody can attach their Calendly account to someone else's profile by sending them a link); the API
 * exchanges the code, reads who granted access (`/users/me`) and keeps the tokens encrypted. Disconnecting revokes
 * the tokens at Calendly and deletes them.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { CalendlyConnection, CalendlyConnectOutcome } from '@aliento/contracts/calendly';
import type { Db } from '../../db';
import { isUniqueViolation } from '../../lib/app-error';
import type { CalendlyAccounts } from './accounts';
import type { CalendlyApi, CalendlyUser } from './api-client';
import type { CalendlyLog } from './event-cancellations';
import { pkcePair, type CalendlyOAuthClient, type CalendlyTokens } from './oauth-client';

/** How the callback ended; the settings page says each in the therapist's language. */
export type ConnectOutcome = CalendlyConnectOutcome;

/** Calendly's authorization codes live ten minutes; a state older than that cannot come back with a valid one. */
const STATE_TTL_MINUTES = 10;

const hash = (state: string) => createHash('sha256').update(state).digest('hex');

export class CalendlyConnections {
  constructor(
    private readonly db: Db,
    private readonly api: CalendlyApi,
    private readonly accounts: CalendlyAccounts,
    private readonly oauth: CalendlyOAuthClient,
    /** Public URL of the webhook endpoint; connected accounts are subscribed to it (user scope) when set. */
    private readonly webhookUrl: string | undefined,
    private readonly log?: CalendlyLog,
  ) {}

  /** Starts a connection: the Calendly consent page to send the therapist to. */
  async start(therapistId: string): Promise<string> {
    const state = randomBytes(32).toString('base64url');
    const { verifier, challenge } = pkcePair();
    await this.db.query(`DELETE FROM calendly_oauth_states WHERE created_at < now() - make_interval(mins => $1)`, [STATE_TTL_MINUTES]);
    await this.db.query('INSERT INTO calendly_oauth_states (state_hash, therapist_id, code_verifier) VALUES ($1, $2, $3)', [
      hash(state),
      therapistId,
      verifier,
    ]);
    return this.oauth.authorizeUrl(state, challenge);
  }

  /** Calendly's answer, brought back by the therapist: consumes their state once, exchanges the code, stores the connection. */
  async finish(therapistId: string, query: { code?: string; state: string; error?: string }): Promise<ConnectOutcome> {
    const r = await this.db.query<{ therapist_id: string; code_verifier: string }>(
      `DELETE FROM calendly_oauth_states WHERE state_hash = $1 AND therapist_id = $2 AND created_at > now() - make_interval(mins => $3)
       RETURNING therapist_id, code_verifier`,
      [hash(query.state), therapistId, STATE_TTL_MINUTES],
    );
    const pending = r.rows[0];
    if (!pending) return 'failed';
    if (query.error) return query.error === 'access_denied' ? 'denied' : 'failed';
    if (!query.code) return 'failed';

    let tokens: CalendlyTokens;
    try {
      tokens = await this.oauth.exchangeCode(query.code, pending.code_verifier);
    } catch (err) {
      this.log?.warn({ error: (err as Error).message }, 'Calendly code exchange failed');
      return 'failed';
    }
    try {
      const me = await this.api.me(tokens.access_token);
      // a therapist connecting again (maybe another account) lets go of the previous grant and subscription first
      await this.disconnect(pending.therapist_id);
      const sealed = this.accounts.sealTokens(pending.therapist_id, tokens);
      await this.db.query(
        `INSERT INTO calendly_connections (therapist_id, user_uri, slug, scheduling_url, name, organization_uri, access_token,
           refresh_token, access_expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         ON CONFLICT (therapist_id) DO UPDATE SET user_uri = EXCLUDED.user_uri, slug = EXCLUDED.slug,
           scheduling_url = EXCLUDED.scheduling_url, name = EXCLUDED.name, organization_uri = EXCLUDED.organization_uri,
           access_token = EXCLUDED.access_token, refresh_token = EXCLUDED.refresh_token,
           access_expires_at = EXCLUDED.access_expires_at, connected_at = now(), refreshed_at = NULL`,
        [
          pending.therapist_id,
          me.uri,
          (me.slug ?? '').toLowerCase(),
          me.scheduling_url ?? '',
          me.name ?? '',
          me.current_organization ?? null,
          sealed.access,
          sealed.refresh,
          sealed.expiresAt,
        ],
      );
      await this.subscribe(pending.therapist_id, tokens.access_token, me);
      return 'connected';
    } catch (err) {
      // the grant is of no use to us now: give it back
      await this.revoke([tokens.refresh_token, tokens.access_token]);
      if (isUniqueViolation(err, 'calendly_connections_user_uri_key')) return 'taken';
      this.log?.warn({ error: (err as Error).message }, 'Calendly connection could not be stored');
      return 'failed';
    }
  }

  /** What the settings page shows. */
  async status(therapistId: string): Promise<CalendlyConnection> {
    const r = await this.db.query<{ name: string; scheduling_url: string; connected_at: Date }>(
      'SELECT name, scheduling_url, connected_at FROM calendly_connections WHERE therapist_id = $1',
      [therapistId],
    );
    const c = r.rows[0];
    return c
      ? { connected: true, name: c.name, schedulingUrl: c.scheduling_url, connectedAt: new Date(c.connected_at).toISOString() }
      : { connected: false };
  }

  /**
   * Subscribes the account's invitee events to Aliento's webhook, so cancellations and reschedules made in this
   * therapist's Calendly reach Aliento. A failure does not undo the connection; it is logged for the operator.
   */
  private async subscribe(therapistId: string, accessToken: string, me: CalendlyUser): Promise<void> {
    if (!this.webhookUrl) return;
    try {
      const uri = await this.api.subscribeUser(accessToken, me, this.webhookUrl);
      await this.db.query('UPDATE calendly_connections SET webhook_subscription_uri = $2 WHERE therapist_id = $1', [therapistId, uri]);
    } catch (err) {
      this.log?.error(
        { error: (err as Error).message },
        "Calendly webhook subscription failed: this therapist's Calendly cancellations will not reach Aliento",
      );
    }
  }

  /** Deletes the connection, its webhook subscription and its tokens at Calendly (best effort: they leave Aliento either way). */
  async disconnect(therapistId: string): Promise<void> {
    const sub = await this.db.query<{ webhook_subscription_uri: string | null }>(
      'SELECT webhook_subscription_uri FROM calendly_connections WHERE therapist_id = $1',
      [therapistId],
    );
    const subscription = sub.rows[0]?.webhook_subscription_uri;
    if (subscription) {
      const access = await this.accounts.accessFor(therapistId).catch(() => null);
      if (access?.kind === 'oauth') {
        await this.api
          .unsubscribe(access.token, subscription)
          .catch((err: Error) => this.log?.warn({ error: err.message }, 'Calendly webhook subscription could not be deleted'));
      }
    }
    const r = await this.db.query<{ refresh_token: string; access_token: string }>(
      'DELETE FROM calendly_connections WHERE therapist_id = $1 RETURNING refresh_token, access_token',
      [therapistId],
    );
    const row = r.rows[0];
    if (!row) return;
    const tokens = [
      this.accounts.openToken(therapistId, row.refresh_token, 'refresh'),
      this.accounts.openToken(therapistId, row.access_token, 'access'),
    ];
    await this.revoke(tokens.filter((t): t is string => t !== null));
  }

  private async revoke(tokens: string[]): Promise<void> {
    for (const token of tokens) {
      await this.oauth.revoke(token).catch((err: Error) => this.log?.warn({ error: err.message }, 'Calendly token revocation failed'));
    }
  }
}
