/**
 * Benchmark reference route, registered only with BENCH_ECHO=1 (never in production): it answers with bytes
 * held in memory, so `pnpm bench` can compare a real route with the same response bytes served by the same
 * server in the same run (the ratio is what counts on a noisy machine).
 *
 * The bench PUTs the real route's body exactly as it came over the wire (gzip included) with the headers that
 * describe it in `x-echo-headers` (JSON), and the echo replays both, so the two routes send the same bytes.
 */
import { z } from 'zod';
import type { RoutePlugin } from './types';

/** Response headers the echo replays: the ones that say what the bytes are, and the caching ones of similar size. */
const REPLAYED = ['content-type', 'content-encoding', 'cache-control', 'vary', 'etag'] as const;

/** The directory with 500 therapists is ~570 KB of JSON; the API's default body limit is 256 KiB. */
const ECHO_BODY_LIMIT = 16 * 1024 * 1024;

type Stored = { body: Buffer; headers: Record<string, string> };

const stored = new Map<string, Stored>();

function replayedHeaders(raw: unknown): Record<string, string> | null {
  if (typeof raw !== 'string') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(parsed)) {
    const key = name.toLowerCase();
    if ((REPLAYED as readonly string[]).includes(key) && typeof value === 'string') out[key] = value;
  }
  return out;
}

export const benchEchoRoutes: RoutePlugin = async (app) => {
  if (process.env.BENCH_ECHO !== '1') return;
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  app.put('/api/_bench/echo/:key', {
    config: { auth: 'public' },
    bodyLimit: ECHO_BODY_LIMIT,
    schema: { hide: true, params: z.object({ key: z.string().max(64) }) },
    handler: async (request, reply) => {
      const headers = replayedHeaders(request.headers['x-echo-headers']);
      if (!headers || !Buffer.isBuffer(request.body)) return reply.code(400).send({ message: 'expected bytes and x-echo-headers' });
      headers['content-type'] ??= 'application/json; charset=utf-8';
      stored.set(request.params.key, { body: request.body, headers });
      return reply.code(204).send();
    },
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/api/_bench/echo/:key',
    config: { auth: 'public' },
    schema: { hide: true, params: z.object({ key: z.string().max(64) }) },
    handler: async (request, reply) => {
      const hit = stored.get(request.params.key);
      if (!hit) return reply.code(404).send({ message: 'not stored' });
      return reply.headers(hit.headers).send(hit.body);
    },
  });
};
