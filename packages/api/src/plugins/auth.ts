/**
 * Authentication and authorization. Routes registered through `routes/index.ts` are protected by default:
 * the bearer JWT is verified on every request and its version checked against the database (through a version
 * snapshot read after the request arrived; see cache/auth-user.ts). A route opts out with
 * `config: { auth: 'public' }`, or admits therapists awaiting approval with `config: { auth: 'unapproved' }`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@aliento/contracts/enums';
import { AppError } from '../lib/app-error';
import { mainRole, type AuditActor } from '../services/audit';
import { authenticateToken } from '../services/auth';
import type { AuthUser, ServiceContext, VersionSnapshot } from '../services/context';

/** How a route is protected. */
export type RouteAuth = 'public' | 'required' | 'unapproved';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, or null on public routes without a (valid) token. */
    user: AuthUser | null;
    /**
     * The cache versions as read after this request arrived (taken with the bearer check, null before), for
     * handlers serving cached bytes to use instead of a query of their own; see {@link versionsOf}.
     */
    versions: Promise<VersionSnapshot> | null;
  }
  interface FastifyContextConfig {
    /** Protection of the route; default `required`. */
    auth?: RouteAuth;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const h = request.headers.authorization;
  if (typeof h !== 'string') return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  return m?.[1];
}

/**
 * Whether a route needs a bearer token, read from the `config.auth` that {@link protectRoutes} stamps on every
 * route of its scope: routes outside that scope (the OpenAPI viewer, uploaded images) have none and are public.
 * The OpenAPI document's `security` is derived from this, so it says what the bearer check does.
 */
export function needsToken(route: { config?: { auth?: RouteAuth } }): boolean {
  const auth = route.config?.auth;
  return auth === 'required' || auth === 'unapproved';
}

/** Adds the default-deny authentication hook to `scope` (call inside the routes plugin). */
export function protectRoutes(scope: FastifyInstance, ctx: ServiceContext): void {
  if (!scope.hasRequestDecorator('user')) scope.decorateRequest('user', null);
  if (!scope.hasRequestDecorator('versions')) scope.decorateRequest('versions', null);
  // every route of the scope carries its protection explicitly (default: required), for needsToken to read
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, auth: route.config?.auth ?? 'required' };
  });
  scope.addHook('onRequest', async (request) => {
    const mode: RouteAuth = request.routeOptions.config?.auth ?? 'required';
    const token = bearer(request);
    if (mode === 'public') {
      if (token) {
        const r = await authenticateToken(ctx, token, versionsOf(request, ctx));
        request.user = r.ok ? r.user : null;
      }
      return;
    }
    if (!token) throw new AppError(401, 'unauthorized');
    const r = await authenticateToken(ctx, token, versionsOf(request, ctx));
    if (!r.ok) throw new AppError(401, r.reason === 'expired' ? 'sessionExpired' : 'invalidToken');
    if (!r.user.approved && mode !== 'unapproved') throw new AppError(403, 'accountUnderReview');
    request.user = r.user;
  });
}

/**
 * The cache versions for this request: read once, after it arrived, and shared by the bearer check and the
 * handler (so the directory costs no version query of its own). Requests arriving together share the query.
 */
export function versionsOf(request: FastifyRequest, ctx: ServiceContext): Promise<VersionSnapshot> {
  if (!request.versions) {
    request.versions = ctx.versions.read();
    request.versions.catch(() => undefined); // awaited by whoever needs it; a failure surfaces there
  }
  return request.versions;
}

/** The authenticated caller (throws 401 when absent, e.g. misuse on a public route). */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError(401, 'unauthorized');
  return request.user;
}

/** The authenticated caller as the actor of what they do (their most privileged role), for the histories. */
export function actorOf(request: FastifyRequest): { id: string; role: Role } {
  const user = currentUser(request);
  return { id: user.id, role: mainRole(user.roles) };
}

/** The caller as an actor, or `anonymous` on a public route called without a (valid) token. */
export function actorOrAnonymous(request: FastifyRequest): AuditActor {
  return request.user ? actorOf(request) : 'anonymous';
}

/** True when the caller holds one of the roles. */
export function hasRole(user: AuthUser | null, ...roles: Role[]): boolean {
  return Boolean(user && roles.some((r) => user.roles.includes(r)));
}

/** Hook refusing callers without one of `roles` (403). Use as `preValidation` so 403 wins over body errors. */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!hasRole(currentUser(request), ...roles)) throw new AppError(403, 'forbidden');
  };
}

/** Throws 403 unless the caller is the user `ownerId` or an admin. */
export function assertSelfOrAdmin(request: FastifyRequest, ownerId: string): AuthUser {
  const user = currentUser(request);
  if (user.id !== ownerId && !hasRole(user, 'ROLE_ADMIN')) throw new AppError(403, 'forbidden');
  return user;
}

/** Throws 403 unless the caller is the user `ownerId` (admins included only if `allowAdmin`). */
export function assertOwner(request: FastifyRequest, ownerId: string, allowAdmin = false): AuthUser {
  const user = currentUser(request);
  if (user.id === ownerId) return user;
  if (allowAdmin && hasRole(user, 'ROLE_ADMIN')) return user;
  throw new AppError(403, 'forbidden');
}

/**
 * `preValidation` hook: the path parameter `param` must be the caller's id, or the caller an admin.
 * Runs before validation, so another user's request is refused (403) whatever its body holds.
 */
export function requireSelfOrAdmin(param: string) {
  return requireSelf(param, true);
}

/**
 * `preValidation` hook: the path parameter `param` must be the caller's id (admins too, unless `allowAdmin`), for
 * what is personal (favourites) or spends the caller's own credit (booking).
 */
export function requireSelf(param: string, allowAdmin = false) {
  return async (request: FastifyRequest) => {
    const value = (request.params as Record<string, unknown> | undefined)?.[param];
    const user = currentUser(request);
    if (allowAdmin && hasRole(user, 'ROLE_ADMIN')) return;
    if (typeof value !== 'string' || value.toLowerCase() !== user.id.toLowerCase()) throw new AppError(403, 'forbidden');
  };
}
