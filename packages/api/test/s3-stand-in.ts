/**
 * A tiny in-process S3-compatible object store for tests (path-style `PUT/GET/HEAD/DELETE /<bucket>/<key>`),
 * with no network beyond the loopback: enough to check the S3 image store's requests and answers.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type S3Object = { body: Buffer; contentType?: string; cacheControl?: string };

export type S3StandIn = {
  url: string;
  /** Stored objects by `<bucket>/<key>`. */
  objects: Map<string, S3Object>;
  /** Every request seen (`PUT /bucket/key`), with whether it carried a SigV4 signature. */
  requests: Array<{ line: string; signed: boolean }>;
  close(): Promise<void>;
};

const read = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const noSuchKey = (key: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`;

export async function startS3StandIn(): Promise<S3StandIn> {
  const objects = new Map<string, S3Object>();
  const requests: S3StandIn['requests'] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://s3.test').pathname).replace(/^\//, '');
      requests.push({ line: `${req.method} /${path}`, signed: /^AWS4-HMAC-SHA256 Credential=/.test(req.headers.authorization ?? '') });
      const body = await read(req);
      const object = objects.get(path);
      if (req.method === 'PUT') {
        objects.set(path, { body, contentType: req.headers['content-type'], cacheControl: req.headers['cache-control'] });
        res.writeHead(200, { etag: '"stand-in"' }).end();
      } else if ((req.method === 'GET' || req.method === 'HEAD') && object) {
        res.writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream', 'content-length': object.body.length });
        res.end(req.method === 'GET' ? object.body : undefined);
      } else if (req.method === 'GET' || req.method === 'HEAD') {
        res.writeHead(404, { 'content-type': 'application/xml' }).end(req.method === 'GET' ? noSuchKey(path) : undefined);
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
