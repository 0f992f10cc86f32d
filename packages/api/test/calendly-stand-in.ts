/**
 * A local stand-in of Calendly, built from the API v2 and OAuth documentation (developer.calendly.com): users,
 * organization memberships (paginated), scheduled events with `event_memberships`, invitees (filter by e-mail and
 * status), event cancellation, and the OAuth server (authorization code with PKCE S256, single-use rotating refresh
 * tokens, two-hour access tokens, revocation). An admin token reads every member's events; a user's OAuth token only
 * their own (403 otherwise, as Calendly answers). Tests book events here as a client would in the widget.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const API = 'https://api.calendly.com';

export type StandInUser = { uri: string; name: string; slug: string; email: string; scheduling_url: string; current_organization: string };
type Invitee = {
  uri: string;
  email: string;
  name: string;
  status: 'active' | 'canceled';
  event: string;
  rescheduled: boolean;
  old_invitee: string | null;
  new_invitee: string | null;
};
type Event = {
  uri: string;
  name: string;
  status: 'active' | 'canceled';
  start_time: string;
  end_time: string;
  created_at: string;
  event_memberships: { user: string; user_email: string }[];
  invitees: Invitee[];
  cancellation?: { reason: string; canceler_type: string };
};
type Principal = { kind: 'admin' } | { kind: 'user'; user: StandInUser };

const id = () => randomBytes(8).toString('hex').toUpperCase();
/** Calendly answers a deletion with 204 No Content. */
const res204 = (send: (status: number, json: unknown) => void) => send(204, null);

export class CalendlyStandIn {
  url = '';
  readonly organization = `${API}/organizations/ORG${id()}`;
  readonly adminToken = `pat-admin-${id()}`;
  readonly oauthClient = { id: `client-${id()}`, secret: `secret-${id()}` };
  /** Every call received: method, path (with query), bearer token, form or JSON body. */
  readonly calls: { method: string; path: string; token?: string; body: Record<string, string> }[] = [];
  readonly events = new Map<string, Event>();
  /** Webhook subscriptions by id. */
  readonly subscriptions = new Map<
    string,
    { uri: string; callback_url: string; events: string[]; scope: string; user: string | null; organization: string }
  >();
  /** Memberships per page (Calendly allows up to 100; small here so pagination is exercised). */
  pageSize = 2;
  /** When true every call answers 503 (Calendly unavailable). */
  down = false;
  private readonly users: StandInUser[] = [];
  private readonly members = new Set<string>();
  private readonly codes = new Map<string, { user: StandInUser; challenge: string; redirectUri: string }>();
  private readonly access = new Map<string, { user: StandInUser; expiresAt: number }>();
  private readonly refresh = new Map<string, StandInUser>();
  readonly revoked: string[] = [];
  private server?: Server;

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server?.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((r) => (this.server ? this.server.close(() => r()) : r()));
  }

  /** A Calendly user, a member of the organization unless told otherwise. */
  addUser(slug: string, opts: { member?: boolean } = {}): StandInUser {
    const user = {
      uri: `${API}/users/U${id()}`,
      name: `Calendly ${slug}`,
      slug,
      email: `${slug}@calendly.test`,
      // every Calendly user belongs to an organization: someone outside ours has their own
      scheduling_url: `https://calendly.com/${slug}`,
      current_organization: opts.member === false ? `${API}/organizations/SOLO${id()}` : this.organization,
    };
    this.users.push(user);
    if (opts.member !== false) this.members.add(user.uri);
    return user;
  }

  /** What the widget does when someone books `host`'s page: an active event with one invitee. */
  book(host: StandInUser, email: string, start: Date, opts: { minutes?: number; createdAt?: Date; name?: string } = {}) {
    const uuid = `EV${id()}`;
    const uri = `${API}/scheduled_events/${uuid}`;
    const invitee: Invitee = {
      uri: `${uri}/invitees/IN${id()}`,
      email,
      name: 'Invitee',
      status: 'active',
      event: uri,
      rescheduled: false,
      old_invitee: null,
      new_invitee: null,
    };
    this.events.set(uuid, {
      uri,
      name: opts.name ?? 'Sesión de terapia',
      status: 'active',
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + (opts.minutes ?? 45) * 60_000).toISOString(),
      created_at: (opts.createdAt ?? new Date()).toISOString(),
      event_memberships: [{ user: host.uri, user_email: host.email }],
      invitees: [invitee],
    });
    return { eventUuid: uuid, eventUri: uri, inviteeUri: invitee.uri, inviteeUuid: invitee.uri.split('/').pop() as string };
  }

  /** The invitee reschedules: the old event is canceled (`rescheduled: true`), a new one is created for the same person. */
  reschedule(inviteeUri: string, start: Date) {
    const old = this.inviteeAt(inviteeUri);
    const event = this.events.get(old.event.split('/').pop() as string) as Event;
    const host = this.users.find((u) => u.uri === event.event_memberships[0].user) as StandInUser;
    const moved = this.book(host, old.email, start);
    const fresh = this.inviteeAt(moved.inviteeUri);
    Object.assign(old, { status: 'canceled', rescheduled: true, new_invitee: fresh.uri });
    fresh.old_invitee = old.uri;
    Object.assign(event, { status: 'canceled', cancellation: { reason: 'rescheduled', canceler_type: 'invitee' } });
    return moved;
  }

  /** The invitee record as Calendly's webhook payload carries it. */
  inviteeAt(inviteeUri: string): Invitee {
    for (const e of this.events.values()) for (const i of e.invitees) if (i.uri === inviteeUri) return i;
    throw new Error(`no invitee ${inviteeUri}`);
  }

  /** Calendly's consent page: the user grants access; answers what Calendly appends to the redirect URI. */
  consent(authorizeUrl: string, user: StandInUser): { code: string; state: string; redirectUri: string } {
    const u = new URL(authorizeUrl);
    const q = u.searchParams;
    if (
      u.pathname !== '/oauth/authorize' ||
      q.get('client_id') !== this.oauthClient.id ||
      q.get('response_type') !== 'code' ||
      q.get('code_challenge_method') !== 'S256' ||
      !q.get('code_challenge') ||
      !q.get('state') ||
      !q.get('redirect_uri')
    ) {
      throw new Error(`bad authorize URL ${authorizeUrl}`);
    }
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { user, challenge: q.get('code_challenge') as string, redirectUri: q.get('redirect_uri') as string });
    return { code, state: q.get('state') as string, redirectUri: q.get('redirect_uri') as string };
  }

  /** Makes the current access tokens expire now (as two hours passing would). */
  expireAccessTokens(): void {
    for (const a of this.access.values()) a.expiresAt = 0;
  }

  /** The user removes the app in Calendly: every token granted by them stops working. */
  revokeApp(user: StandInUser): void {
    for (const [token, a] of this.access) if (a.user === user) this.access.delete(token);
    for (const [token, u] of this.refresh) if (u === user) this.refresh.delete(token);
  }

  /** The plain tokens issued so far (to look for them in the database). */
  issuedTokens(): string[] {
    return [...this.access.keys(), ...this.refresh.keys(), ...this.revoked];
  }

  private issue(user: StandInUser) {
    const access = `acc-${randomBytes(24).toString('base64url')}`;
    const refresh = `ref-${randomBytes(24).toString('base64url')}`;
    this.access.set(access, { user, expiresAt: Date.now() + 7200_000 });
    this.refresh.set(refresh, user);
    return {
      token_type: 'Bearer',
      access_token: access,
      refresh_token: refresh,
      expires_in: 7200,
      created_at: Math.floor(Date.now() / 1000),
      scope: 'default',
      owner: user.uri,
      organization: user.current_organization,
    };
  }

  private principal(token: string | undefined): Principal | null {
    if (token === this.adminToken) return { kind: 'admin' };
    const a = token ? this.access.get(token) : undefined;
    return a && a.expiresAt > Date.now() ? { kind: 'user', user: a.user } : null;
  }

  private mayUse(p: Principal, e: Event): boolean {
    const hosts = e.event_memberships.map((m) => m.user);
    return p.kind === 'admin' ? hosts.some((h) => this.members.has(h)) : hosts.includes(p.user.uri);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const body = (req.headers['content-type'] ?? '').includes('json')
      ? (JSON.parse(raw || '{}') as Record<string, string>)
      : Object.fromEntries(new URLSearchParams(raw));
    this.calls.push({ method: req.method ?? '', path: `${url.pathname}${url.search}`, token, body });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, status === 204 ? {} : { 'content-type': 'application/json' });
      res.end(status === 204 ? undefined : JSON.stringify(json));
    };
    if (this.down) return send(503, { title: 'Service Unavailable', message: 'Try again later.' });
    if (url.pathname.startsWith('/oauth/')) return this.oauth(url.pathname, body, send);

    const p = this.principal(token);
    if (!p) return send(401, { title: 'Unauthenticated', message: 'The access token is invalid or expired' });
    const denied = () => send(403, { title: 'Permission Denied', message: 'You do not have permission to access this resource.' });
    const missing = () => send(404, { title: 'Resource Not Found', message: 'The server could not find the requested resource.' });

    if (req.method === 'GET' && url.pathname === '/users/me') {
      return send(200, {
        resource:
          p.kind === 'user'
            ? p.user
            : {
                uri: `${API}/users/ADMIN`,
                name: 'Org admin',
                slug: 'admin',
                email: 'admin@calendly.test',
                scheduling_url: 'https://calendly.com/admin',
                current_organization: this.organization,
              },
      });
    }
    if (req.method === 'GET' && url.pathname === '/organization_memberships') {
      if (p.kind !== 'admin' || url.searchParams.get('organization') !== this.organization) return denied();
      const all = this.users.filter((u) => this.members.has(u.uri));
      const from = Number(url.searchParams.get('page_token') ?? 0);
      const size = Math.min(Number(url.searchParams.get('count') ?? 20), this.pageSize);
      const page = all.slice(from, from + size);
      const next = from + size < all.length ? String(from + size) : null;
      return send(200, {
        collection: page.map((user) => ({
          uri: `${API}/organization_memberships/M${user.slug}`,
          role: 'user',
          user,
          organization: this.organization,
        })),
        pagination: { count: page.length, next_page_token: next },
      });
    }
    if (url.pathname.startsWith('/webhook_subscriptions')) return this.webhooks(req.method ?? '', url, p, body, send);
    const m = /^\/scheduled_events\/([^/]+)(\/invitees(?:\/([^/]+))?|\/cancellation)?$/.exec(url.pathname);
    const event = m ? this.events.get(m[1]) : undefined;
    if (!m || !event) return missing();
    if (!this.mayUse(p, event)) return denied();
    const { invitees, ...resource } = event;
    if (req.method === 'GET' && !m[2]) return send(200, { resource });
    if (req.method === 'GET' && m[2] && m[3]) {
      const i = invitees.find((x) => x.uri.endsWith(`/${m[3]}`));
      return i ? send(200, { resource: i }) : missing();
    }
    if (req.method === 'GET' && m[2]) {
      const email = url.searchParams.get('email')?.toLowerCase();
      const status = url.searchParams.get('status');
      const list = invitees.filter((i) => (!email || i.email.toLowerCase() === email) && (!status || i.status === status));
      return send(200, { collection: list, pagination: { count: list.length, next_page_token: null } });
    }
    if (req.method === 'POST' && m[2] === '/cancellation') {
      if (event.status === 'canceled') return send(403, { title: 'Permission Denied', message: 'Event is already canceled' });
      event.status = 'canceled';
      event.cancellation = { reason: body.reason ?? '', canceler_type: 'host' };
      for (const i of invitees) i.status = 'canceled';
      return send(201, {
        resource: { canceled_by: 'Host', reason: body.reason ?? null, canceler_type: 'host', created_at: new Date().toISOString() },
      });
    }
    return missing();
  }

  /** Webhook subscriptions: a user's token manages user-scope ones of that user, the admin token organization ones. */
  private webhooks(method: string, url: URL, p: Principal, body: Record<string, unknown>, send: (status: number, json: unknown) => void): void {
    const own = (w: { scope: string; user: string | null }) => (p.kind === 'admin' ? w.scope === 'organization' : w.user === p.user.uri);
    const uuid = url.pathname.split('/')[2];
    if (method === 'DELETE' && uuid) {
      const w = this.subscriptions.get(uuid);
      if (!w) return send(404, { title: 'Resource Not Found', message: 'The server could not find the requested resource.' });
      if (!own(w)) return send(403, { title: 'Permission Denied', message: 'You do not have permission' });
      this.subscriptions.delete(uuid);
      res204(send);
      return;
    }
    if (method === 'GET') return send(200, { collection: [...this.subscriptions.values()].filter(own), pagination: { next_page_token: null } });
    const wanted = { scope: String(body.scope), user: (body.user as string | undefined) ?? null };
    if (method !== 'POST' || !own(wanted) || body.organization !== (p.kind === 'admin' ? this.organization : p.user.current_organization)) {
      return send(403, { title: 'Permission Denied', message: 'You do not have permission' });
    }
    if ([...this.subscriptions.values()].some((w) => own(w) && w.callback_url === body.url)) {
      return send(409, { title: 'Already Exists', message: 'Hook with this url already exists' });
    }
    const id = `WH${randomBytes(6).toString('hex').toUpperCase()}`;
    const w = {
      uri: `${API}/webhook_subscriptions/${id}`,
      callback_url: String(body.url),
      events: body.events as string[],
      scope: wanted.scope,
      user: wanted.user,
      organization: String(body.organization),
    };
    this.subscriptions.set(id, w);
    return send(201, { resource: { ...w, state: 'active' } });
  }

  private oauth(path: string, form: Record<string, string>, send: (status: number, json: unknown) => void): void {
    if (form.client_id !== this.oauthClient.id || form.client_secret !== this.oauthClient.secret) return send(401, { error: 'invalid_client' });
    if (path === '/oauth/revoke') {
      this.revoked.push(form.token);
      this.access.delete(form.token);
      this.refresh.delete(form.token);
      return send(200, {});
    }
    if (path !== '/oauth/token') return send(404, { error: 'not_found' });
    if (form.grant_type === 'authorization_code') {
      const grant = this.codes.get(form.code);
      this.codes.delete(form.code);
      const challenge = createHash('sha256')
        .update(form.code_verifier ?? '')
        .digest('base64url');
      if (!grant || grant.redirectUri !== form.redirect_uri || grant.challenge !== challenge) return send(400, { error: 'invalid_grant' });
      return send(200, this.issue(grant.user));
    }
    if (form.grant_type === 'refresh_token') {
      const user = this.refresh.get(form.refresh_token);
      // single use: a refresh token is revoked by the call that uses it
      this.refresh.delete(form.refresh_token);
      return user ? send(200, this.issue(user)) : send(400, { error: 'invalid_grant' });
    }
    return send(400, { error: 'unsupported_grant_type' });
  }
}
