/**
 * The few calls of Calendly's API v2 that Aliento makes (developer.calendly.com): the current user, organization
 * memberships, a scheduled event and its invitees, and the event's cancellation. Resources come wrapped in
 * `{ resource }`, lists in `{ collection, pagination }`.
 */

/** A Calendly user (`GET /users/me`, organization memberships). */
export type CalendlyUser = {
  uri: string;
  name?: string;
  slug?: string;
  email?: string;
  scheduling_url?: string;
  current_organization?: string;
};

/** A scheduled event (`GET /scheduled_events/{uuid}`). */
export type CalendlyEvent = {
  uri: string;
  name?: string;
  status: 'active' | 'canceled' | string;
  start_time: string;
  end_time: string;
  created_at?: string;
  event_memberships?: { user: string; user_email?: string }[];
};

/** An invitee of a scheduled event. */
export type CalendlyInvitee = {
  uri: string;
  email: string;
  status: 'active' | 'canceled' | string;
  event: string;
  rescheduled?: boolean;
  old_invitee?: string | null;
  new_invitee?: string | null;
};

/** A failed Calendly call: its HTTP status (0 = Calendly could not be reached). */
export class CalendlyHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'CalendlyHttpError';
  }
}

/** The last path segment of a Calendly URI (`…/scheduled_events/AAA` → `AAA`), or the id itself. */
export function calendlyUuid(idOrUri: string): string {
  return idOrUri.split('?')[0].split('/').filter(Boolean).pop() ?? idOrUri;
}

/** Calendly answers within this long, or the call fails (a booking must not hang on a slow Calendly). */
const TIMEOUT_MS = 8_000;

/** A Calendly API client for one base URL; every call carries the bearer token it is given. */
export class CalendlyApi {
  constructor(private readonly baseUrl: string) {}

  private async call<T>(token: string, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new CalendlyHttpError(0, `Calendly unreachable: ${(err as Error).name}`);
    }
    if (res.status === 204) return {} as T;
    const json = (await res.json().catch(() => null)) as (T & { message?: string }) | null;
    if (!res.ok) throw new CalendlyHttpError(res.status, `Calendly ${method} ${path.split('?')[0]}: ${res.status} ${json?.message ?? ''}`.trim());
    if (json === null) throw new CalendlyHttpError(502, `Calendly ${method} ${path.split('?')[0]}: no JSON body`);
    return json;
  }

  /** The token's own user (with `current_organization`). */
  async me(token: string): Promise<CalendlyUser> {
    return (await this.call<{ resource: CalendlyUser }>(token, 'GET', '/users/me')).resource;
  }

  /** One page of an organization's memberships (each with its user). */
  async organizationMembers(token: string, organization: string, pageToken?: string): Promise<{ users: CalendlyUser[]; next?: string }> {
    const q = new URLSearchParams({ organization, count: '100' });
    if (pageToken) q.set('page_token', pageToken);
    const r = await this.call<{ collection: { user: CalendlyUser }[]; pagination?: { next_page_token?: string | null } }>(
      token,
      'GET',
      `/organization_memberships?${q}`,
    );
    return { users: r.collection.map((m) => m.user), next: r.pagination?.next_page_token ?? undefined };
  }

  /** A scheduled event; null when Calendly does not know it (404). */
  async event(token: string, uuid: string): Promise<CalendlyEvent | null> {
    try {
      return (await this.call<{ resource: CalendlyEvent }>(token, 'GET', `/scheduled_events/${encodeURIComponent(uuid)}`)).resource;
    } catch (err) {
      if (err instanceof CalendlyHttpError && err.status === 404) return null;
      throw err;
    }
  }

  /** The active invitees of an event with this e-mail address. */
  async inviteesByEmail(token: string, eventUuid: string, email: string): Promise<CalendlyInvitee[]> {
    const q = new URLSearchParams({ email, status: 'active', count: '100' });
    const r = await this.call<{ collection: CalendlyInvitee[] }>(token, 'GET', `/scheduled_events/${encodeURIComponent(eventUuid)}/invitees?${q}`);
    return r.collection;
  }

  /** One invitee of an event; null when unknown. */
  async invitee(token: string, eventUuid: string, inviteeUuid: string): Promise<CalendlyInvitee | null> {
    try {
      const path = `/scheduled_events/${encodeURIComponent(eventUuid)}/invitees/${encodeURIComponent(inviteeUuid)}`;
      return (await this.call<{ resource: CalendlyInvitee }>(token, 'GET', path)).resource;
    } catch (err) {
      if (err instanceof CalendlyHttpError && err.status === 404) return null;
      throw err;
    }
  }

  /**
   * Subscribes `url` to a user's invitee events (user scope: the token's own user). Calendly answers 409 when that
   * user already has a subscription for the URL: that one is looked up and returned.
   */
  async subscribeUser(token: string, user: CalendlyUser, url: string): Promise<string> {
    const organization = user.current_organization ?? '';
    try {
      const r = await this.call<{ resource: { uri: string } }>(token, 'POST', '/webhook_subscriptions', {
        url,
        events: ['invitee.created', 'invitee.canceled'],
        organization,
        user: user.uri,
        scope: 'user',
      });
      return r.resource.uri;
    } catch (err) {
      if (!(err instanceof CalendlyHttpError) || err.status !== 409) throw err;
      const q = new URLSearchParams({ organization, user: user.uri, scope: 'user', count: '100' });
      const list = await this.call<{ collection: { uri: string; callback_url: string }[] }>(token, 'GET', `/webhook_subscriptions?${q}`);
      const found = list.collection.find((w) => w.callback_url === url);
      if (!found) throw err;
      return found.uri;
    }
  }

  /** Deletes a webhook subscription (gone already counts as deleted). */
  async unsubscribe(token: string, subscriptionUri: string): Promise<void> {
    try {
      await this.call(token, 'DELETE', `/webhook_subscriptions/${encodeURIComponent(calendlyUuid(subscriptionUri))}`);
    } catch (err) {
      if (!(err instanceof CalendlyHttpError) || err.status !== 404) throw err;
    }
  }

  /** Cancels an event for everyone on it (Calendly e-mails the invitee, with the reason). */
  async cancelEvent(token: string, uuid: string, reason: string): Promise<void> {
    await this.call(token, 'POST', `/scheduled_events/${encodeURIComponent(uuid)}/cancellation`, { reason });
  }
}
