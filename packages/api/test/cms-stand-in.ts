/**
 * A stand-in for a Strapi CMS in the API tests: a local HTTP server answering `/api/articles` with the answers a
 * real Strapi 5 gave to the same requests (fixtures/strapi, recorded by scripts/strapi-fixtures.mjs), in Strapi 5's
 * format or Strapi 4's. It can go down, and a test can alter an answer (a malformed article among good ones).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

const DIR = join(__dirname, 'fixtures', 'strapi');
type Recorded = { file: string; request: string; headers: Record<string, string> };

/** Reads a fixture file. */
export const strapiFixture = (file: string): { data: Record<string, unknown>[]; meta: Record<string, unknown> } =>
  JSON.parse(readFileSync(join(DIR, file), 'utf8'));

/** What identifies a request: its query parameters (in any order) and the answer format. */
function requestKey(search: URLSearchParams, format: string): string {
  const params = [...search.entries()].sort(([a], [b]) => a.localeCompare(b));
  return `${format} ${new URLSearchParams(params).toString()}`;
}

export class StrapiStandIn {
  /** Which recording answers: before (`markdown`) or after (`mixed`) the switch to the Blocks editor. */
  phase: 'markdown' | 'mixed' = 'mixed';
  format: 'v5' | 'v4' = 'v5';
  /** True: every connection is cut, as when the CMS is down. */
  down = false;
  /** Changes an answer before it is sent. */
  alter?: (body: { data: unknown[]; meta: unknown }) => { data: unknown[]; meta: unknown };
  readonly requests: URLSearchParams[] = [];
  private readonly answers = new Map<string, string>();
  private server?: Server;

  constructor() {
    const index = JSON.parse(readFileSync(join(DIR, 'index.json'), 'utf8')) as { fixtures: Recorded[] };
    for (const f of index.fixtures) {
      const url = new URL(f.request.replace(/^GET /, ''), 'http://cms');
      const format = f.headers['Strapi-Response-Format'] === 'v4' ? 'v4' : 'v5';
      this.answers.set(`${f.file.split('-')[0]} ${requestKey(url.searchParams, format)}`, f.file);
    }
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      if (this.down) return void req.socket.destroy();
      const url = new URL(req.url ?? '/', 'http://cms');
      if (url.pathname !== '/api/articles') return void res.writeHead(404).end();
      this.requests.push(url.searchParams);
      const file = this.answers.get(`${this.phase} ${requestKey(url.searchParams, this.format)}`);
      if (!file) {
        res.writeHead(404, { 'content-type': 'application/json' });
        return void res.end(JSON.stringify({ data: null, error: { status: 404, name: 'NotFoundError', message: `no recording for ${url.search}` } }));
      }
      const body = strapiFixture(file);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(this.alter ? this.alter(body) : body));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this.url;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
