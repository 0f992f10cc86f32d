/**
 * Security headers (helmet's), computed once at start and set by one hook. @fastify/helmet builds helmet's
 * middleware again on every request (parsing the CSP directives each time), which was a sixth of the server's
 * busy time under load (docs/performance.md, API); the headers themselves never change.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** The helmet configuration of the API. */
export const SECURITY_HEADERS_OPTIONS: FastifyHelmetOptions = {
  // images and JSON are read by the shell and remotes on other origins
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'", "'unsafe-inline'"],
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

/** Sets the security headers on every response of `app` (all routes, 404s and errors included). */
export async function registerSecurityHeaders(app: FastifyInstance, options = SECURITY_HEADERS_OPTIONS): Promise<void> {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
