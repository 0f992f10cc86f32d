/**
 * Security headers (helmet's), computed once at start and set by one hook. @fastify/helmet builds helmet's
 * middleware again on every request (parsing the CSP directives each time), which was a sixth of the server's
 * busy time under load (docs/performance.md, API); the headers themselves never change.
 *
 * Caching rule, decided here once: every API answer is `Cache-Control: no-store` unless its route sets its own
 * caching. Only answers that hold no personal or admin data do (the public configuration, articles and their
 * images, profile images, and the directory, which is the same for every signed-in reader and revalidated with
 * its version ETag); errors are always no-store.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';

/** The helmet configuration of the API. */
export const SECURITY_HEADERS_OPTIONS: FastifyHelmetOptions = {
  // images and JSON are read by the shell and remotes on other origins
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      // the API's only page is the OpenAPI viewer (/api/docs): its scripts are files, its styles partly inline
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
    },
  },
};

/**
 * The headers @fastify/helmet sets with `options`, names spelled as it spells them: read from one request to a
 * throwaway instance, so they are helmet's by construction.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Array<[string, string]>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  let headers: Array<[string, string]> = [];
  probe.get('/', async (_request, reply) => {
    // at this point the raw response holds only what helmet set
    // (getRawHeaderNames keeps helmet's spelling; Node has it since 15.13, @types/node does not declare it)
    const raw = reply.raw as typeof reply.raw & { getRawHeaderNames(): string[] };
    headers = raw.getRawHeaderNames().map((name): [string, string] => [name, String(raw.getHeader(name))]);
    return '';
  });
  await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  if (headers.length === 0) throw new Error('helmet set no headers');
  return headers;
}

/** The security headers, as `[name, value]` pairs. */
export type SecurityHeaders = Array<[string, string]>;

/** The cache header of every answer that does not set its own (see the rule at the top). */
export const DEFAULT_CACHE_CONTROL = 'no-store';

/** Sets `headers` on a reply (also used by the answers Fastify builds before any hook runs, e.g. a bad URL). */
export function setSecurityHeaders(reply: FastifyReply, headers: SecurityHeaders): void {
  for (const [name, value] of headers) reply.raw.setHeader(name, value);
}

/** Sets the security headers and the default cache rule on every response of `app` (404s and errors included). */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', (_request, reply, done) => {
    setSecurityHeaders(reply, headers);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', DEFAULT_CACHE_CONTROL);
    done(null, payload);
  });
}
