/**
 * Every 401 answer carries its challenge (RFC 7235 section 4.1; RFC 6750 section 3): `WWW-Authenticate: Bearer`
 * when no bearer token was sent, `Bearer error="invalid_token"` when a protected route refused the token that was
 * (expired, revoked, malformed). A public route's 401 (a failed sign-in) is about credentials, never the token.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const sentBearer = (request: FastifyRequest) => /^Bearer\s+\S/i.test(request.headers.authorization ?? '');

/** The challenge for a 401 answer to `request`. */
export function bearerChallenge(request: FastifyRequest): string {
  const protectedRoute = (request.routeOptions.config?.auth ?? 'required') !== 'public';
  return protectedRoute && sentBearer(request) ? 'Bearer error="invalid_token"' : 'Bearer';
}

/** Adds the challenge to every 401, error handler answers included (call on the root instance). */
export function registerBearerChallenge(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 401 && !reply.hasHeader('www-authenticate')) reply.header('www-authenticate', bearerChallenge(request));
    return payload;
  });
}
