/**
 * Per-route limits with counters in the database (services/limits.ts), so every replica and every restart counts
 * together. A route opts in with `config: { limit: { per: 'address', name } }` (public forms, by client address)
 * or `{ per: 'user', name }` (signed-in writes that cost something, by user). Each route counts on its own. A refused request gets 429 with
 * `Retry-After`. The client address is the connection's unless TRUST_PROXY names the proxies in front.
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../services/context';
import { hit, LimitedError } from '../services/limits';

/** A route's limit: public forms per client address, costly writes per signed-in user. */
export type RouteLimit = { per: 'address'; name: 'register' | 'forms' | 'forgot' } | { per: 'user'; name: 'payment' | 'booking' | 'upload' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counted in the database before the handler runs (after validation: a malformed request costs nothing). */
    limit?: RouteLimit;
  }
}

/** Adds the limit hooks to `scope` (call inside the routes plugin, after the authentication hook). */
export function registerRouteLimits(scope: FastifyInstance, ctx: ServiceContext): void {
  const rl = ctx.config.rateLimit;
  const perAddress = { register: rl.registerMax, forms: rl.formsMax, forgot: rl.forgotMax } as const;
  scope.addHook('preHandler', async (request) => {
    const limit = request.routeOptions.config?.limit;
    if (!limit) return;
    const count =
      limit.per === 'address'
        ? await hit(ctx.db, `${limit.name}-address` as const, `${request.routeOptions.url} ${request.ip}`, rl.windowSeconds)
        : await hit(ctx.db, `user-${limit.name}`, `${request.routeOptions.url} ${request.user?.id ?? request.ip}`, 3600);
    const max = limit.per === 'address' ? perAddress[limit.name] : rl.userWritesHour;
    if (count.hits > max) throw new LimitedError('tooManyRequests', count.retryAfter);
  });
  scope.addHook('onError', async (_request, reply, error) => {
    if (error instanceof LimitedError) reply.header('retry-after', String(error.retryAfter));
  });
}
