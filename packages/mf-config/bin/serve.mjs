#!/usr/bin/env node
/**
 * Serves one built app (shell or remote) as its own origin: gzip, CORS for federation, long caching for hashed
 * chunks, no caching for entry points (remotes.json, mf-manifest.json, remoteEntry.js, index.html), and a
 * history-API fallback for the shell: app.html when the build has one (index.html then holds the prerendered
 * landing, packages/mf-config/bin/prerender.mjs), else index.html.
 * Usage: serve.mjs <dist-dir> [--port N] [--host H] [--spa] [--remotes FILE]
 * --remotes serves FILE at /remotes.json (read on every request), so one build can be served by several stacks.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const root = path.resolve(args.find((a) => !a.startsWith('--')) ?? 'dist');
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const port = Number(opt('port', process.env.PORT ?? 3000));
const host = opt('host', process.env.HOST ?? '127.0.0.1');
const spa = args.includes('--spa');
const remotesFile = opt('remotes', null);

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json; charset=utf-8', '.svg': 'image/svg+xml',
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.avif': 'image/avif',
  '.pdf': 'application/pdf', '.ico': 'image/x-icon', '.txt': 'text/plain; charset=utf-8', '.map': 'application/json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);
const NO_CACHE = /(^|\/)(index\.html|remotes\.json|mf-manifest\.json|mf-stats\.json|remoteEntry\.js|main\.js)$/;
const gzCache = new Map();

function resolveFile(urlPath) {
  let rel;
  try { rel = decodeURIComponent(urlPath.split('?')[0]); } catch { return null; }
  const file = path.normalize(path.join(root, rel));
  if (!file.startsWith(root)) return null;
  try {
    const st = fs.statSync(file);
    if (st.isDirectory()) return resolveFile(path.posix.join(rel, 'index.html'));
    return { file, st };
  } catch { return null; }
}

const server = http.createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (req.method === 'OPTIONS') { res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD' }); return res.end(); }
  if (req.method !== 'GET' && req.method !== 'HEAD') { res.writeHead(405); return res.end(); }
  if (remotesFile && (req.url ?? '').split('?')[0] === '/remotes.json') {
    res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache, no-store, must-revalidate' });
    return res.end(req.method === 'HEAD' ? undefined : fs.readFileSync(remotesFile));
  }
  let found = resolveFile(req.url ?? '/');
  // history fallback: app.html (the page without the prerendered landing) when the build has one
  if (!found && spa && !path.extname((req.url ?? '').split('?')[0])) found = resolveFile('/app.html') ?? resolveFile('/index.html');
  if (!found) { res.writeHead(404, { 'Content-Type': 'text/plain' }); return res.end('Not found'); }
  const ext = path.extname(found.file).toLowerCase();
  const headers = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': NO_CACHE.test(found.file) || ext === '.html' ? 'no-cache, no-store, must-revalidate'
      : 'public, max-age=31536000, immutable',
  };
  const wantsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && COMPRESSIBLE.has(ext);
  let body = fs.readFileSync(found.file);
  if (wantsGzip) {
    const key = `${found.file}:${found.st.mtimeMs}`;
    if (!gzCache.has(key)) gzCache.set(key, zlib.gzipSync(body, { level: 9 }));
    body = gzCache.get(key);
    headers['Content-Encoding'] = 'gzip';
    headers.Vary = 'Accept-Encoding';
  }
  headers['Content-Length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
});
server.listen(port, host, () => console.log(`serving ${path.relative(process.cwd(), root) || '.'} at http://${host}:${port}`));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.close(() => process.exit(0)));
