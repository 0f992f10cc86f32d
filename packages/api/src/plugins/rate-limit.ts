/** Rate limits (per client address) for login, forgot-password, register and the public forms. */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Registers the rate-limit plugin with limits off by default; routes opt in with {@link limit}. */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => ({ statusCode: 429, code: 'FST_ERR_RATE_LIMIT', message: `retry after ${context.after}` }),
  });
}

/** Route config enabling a limit of `max` requests per configured window. */
export function limit(config: Config, max: number) {
  return { rateLimit: { max, timeWindow: config.rateLimit.window } };
}
