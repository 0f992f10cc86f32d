/**
 * Calendly's OAuth 2 server (auth.calendly.com): the authorization-code flow with PKCE (S256), which Calendly asks
 * of every app, the token endpoint (code exchange and refresh; a refresh token is single use, so every answer's new
 * one must replace the stored one), and revocation on disconnect.
 */
import { createHash, randomBytes } from 'node:crypto';
import { CalendlyHttpError } from './api-client';

/** What the token endpoint answers. */
export type CalendlyTokens = {
  access_token: string;
  refresh_token: string;
  token_type?: string;
  /** Lifetime of the access token in seconds (two hours at Calendly). */
  expires_in: number;
  /** The Calendly user who granted access. */
  owner?: string;
  organization?: string;
};

/** The OAuth app's settings. */
export type OAuthApp = { authUrl: string; clientId: string; clientSecret: string; redirectUri: string };

/** A PKCE pair: the verifier stays on the server, the S256 challenge goes in the authorization URL. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

const TIMEOUT_MS = 8_000;

export class CalendlyOAuthClient {
  constructor(private readonly app: OAuthApp) {}

  /** The page of Calendly where the therapist grants access; it comes back to the redirect URI with `code` and `state`. */
  authorizeUrl(state: string, codeChallenge: string): string {
    const q = new URLSearchParams({
      client_id: this.app.clientId,
      response_type: 'code',
      redirect_uri: this.app.redirectUri,
      state,
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    });
    return `${this.app.authUrl}/oauth/authorize?${q}`;
  }

  private async post(path: string, form: Record<string, string>): Promise<Response> {
    try {
      return await fetch(`${this.app.authUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ client_id: this.app.clientId, client_secret: this.app.clientSecret, ...form }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new CalendlyHttpError(0, `Calendly OAuth unreachable: ${(err as Error).name}`);
    }
  }

  private async tokens(form: Record<string, string>): Promise<CalendlyTokens> {
    const res = await this.post('/oauth/token', form);
    const body = (await res.json().catch(() => null)) as (CalendlyTokens & { error?: string }) | null;
    if (!res.ok || !body?.access_token || !body.refresh_token) {
      throw new CalendlyHttpError(res.ok ? 502 : res.status, `Calendly token ${form.grant_type}: ${res.status} ${body?.error ?? ''}`.trim());
    }
    return { ...body, expires_in: Number(body.expires_in) || 7200 };
  }

  /** Exchanges the authorization code (with the PKCE verifier) for the first tokens. */
  exchangeCode(code: string, codeVerifier: string): Promise<CalendlyTokens> {
    return this.tokens({ grant_type: 'authorization_code', code, redirect_uri: this.app.redirectUri, code_verifier: codeVerifier });
  }

  /** New tokens for a refresh token (which Calendly then revokes). */
  refresh(refreshToken: string): Promise<CalendlyTokens> {
    return this.tokens({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /** Revokes a token; a failure is ignored by callers (the stored tokens are deleted either way). */
  async revoke(token: string): Promise<void> {
    const res = await this.post('/oauth/revoke', { token });
    if (!res.ok) throw new CalendlyHttpError(res.status, `Calendly revoke: ${res.status}`);
  }
}
