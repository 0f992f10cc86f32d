/**
 * What the API's log may hold: a request is logged as its method, route path and caller address, never its query
 * string (an admin's search or outbox filter holds e-mails), headers (bearer tokens) or body (passwords, reset
 * tokens). Unexpected errors are logged by plugins/errors.ts with their code only.
 */
import type { FastifyRequest } from 'fastify';

/** The request as the log shows it. */
export function safeRequestLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: (request.url ?? '').split('?')[0],
    route: request.routeOptions?.url ?? null,
    remoteAddress: request.ip,
  };
}

/** Fastify's `logger` option with the safe serializers added (false stays false). */
export function loggerOptions(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  return { ...(logger === true ? {} : logger), serializers: { req: safeRequestLog } };
}
