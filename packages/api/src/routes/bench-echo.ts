/**
 * Benchmark reference route, registered only with BENCH_ECHO=1 (never in production): it answers with bytes
 * held in memory, so `pnpm bench` can compare a real route with the same response bytes served by the same
 * server in the same run (the ratio is what counts on a noisy machine).
 */
import { z } from 'zod';
import type { RoutePlugin } from './types';

const stored = new Map<string, Buffer>();

export const benchEchoRoutes: RoutePlugin = async (app) => {
  if (process.env.BENCH_ECHO !== '1') return;
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.put('/api/_bench/echo/:key', {
    config: { auth: 'public' },
    schema: { hide: true, params: z.object({ key: z.string().max(64) }) },
    handler: async (request, reply) => {
      stored.set(request.params.key, request.body as Buffer);
      return reply.code(204).send();
    },
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/_bench/echo/:key',
    config: { auth: 'public' },
    schema: { hide: true, params: z.object({ key: z.string().max(64) }) },
    handler: async (request, reply) => {
      const body = stored.get(request.params.key);
      if (!body) return reply.code(404).send({ message: 'not stored' });
      return reply.header('content-type', 'application/json; charset=utf-8').send(body);
    },
  });
};
