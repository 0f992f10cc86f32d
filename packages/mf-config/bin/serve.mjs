#!/usr/bin/env node
/**
 * Serves one built app (shell or remote) as its own origin with the headers a static host must send
 * (src/security-headers.cjs, docs/deploy.md): brotli or gzip, CORS for federation, long caching for hashed files, no caching
 * for entry points (remotes.json, mf-manifest.json, remoteEntry.js, index.html), and a history-API fallback for the
 * shell: the frame of a path with a parameter (frames.json, src/frame-routes.cjs), else app.html when the build has one
 * (index.html then holds the prerendered landing, packages/mf-config/bin/prerender.mjs), else index.html. The shell's pages carry its Content-Security-Policy,
 * built from remotes.json, the build's csp-hashes.json and VIDEO_HOST / GA_ID (as the API reads them).
 * Usage: serve.mjs <dist-dir> [--port N] [--host H] [--spa] [--remotes FILE]
 * --spa serves the shell; --remotes serves FILE at /remotes.json (read on every request), so one build can be
 * served by several stacks.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import securityHeaders from '../src/security-headers.cjs';
import frameRoutes from '../src/frame-routes.cjs';

const { CSP_HASHES_FILE, fileHeaders, remotePageHeaders, shellOptionsFromEnv, shellPageHeaders } = securityHeaders;
const { FRAMES_FILE, frameFileFor } = frameRoutes;

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
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map']);
/** Compressed bodies by file, change time and encoding (each file is compressed once, at the highest level). */
const compressedCache = new Map();

/** Brotli when the browser takes it (about 15% smaller than gzip for our scripts), else gzip, else none. */
function encodingFor(acceptEncoding) {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
    .map(([name]) => name.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

function compress(body, encoding) {
  if (encoding === 'br')
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  return zlib.gzipSync(body, { level: 9 });
}

/** A JSON file of the build or the stack, parsed again only when it changes. */
const jsonCache = new Map();
function readJson(file) {
  try {
    const { mtimeMs } = fs.statSync(file);
    const hit = jsonCache.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit.value;
    const value = JSON.parse(fs.readFileSync(file, 'utf8'));
    jsonCache.set(file, { mtimeMs, value });
    return value;
  } catch {
    return null;
  }
}

/** The extra headers of an HTML page: the shell's policy (from the current remotes.json), or a remote's. */
function pageHeaders() {
  if (!spa) return remotePageHeaders();
  const remotesJson = readJson(remotesFile ?? path.join(root, 'remotes.json'));
  const hashes = readJson(path.join(root, CSP_HASHES_FILE));
  if (!remotesJson) throw new Error('the shell has no remotes.json: write it first (write-remotes.mjs)');
  if (!hashes) console.warn(`serve: ${CSP_HASHES_FILE} is missing from ${root}: rebuild the shell (its inline script will be refused)`);
  return shellPageHeaders(shellOptionsFromEnv(process.env, remotesJson, hashes?.scriptHashes ?? []));
}

function resolveFile(urlPath) {
  let rel;
  try {
    rel = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  const file = path.normalize(path.join(root, rel));
  if (!file.startsWith(root)) return null;
  try {
    const st = fs.statSync(file);
    if (st.isDirectory()) return resolveFile(path.posix.join(rel, 'index.html'));
    return { file, st };
  } catch {
    return null;
  }
}

const server = http.createServer((req, res) => {
  const urlPath = (req.url ?? '/').split('?')[0];
  // every answer, errors included, carries the file headers (nosniff, CORS, caching)
  for (const [name, value] of Object.entries(fileHeaders(urlPath))) res.setHeader(name, value);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD' });
    return res.end();
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405);
    return res.end();
  }
  if (remotesFile && urlPath === '/remotes.json') {
    res.writeHead(200, { 'Content-Type': TYPES['.json'] });
    return res.end(req.method === 'HEAD' ? undefined : fs.readFileSync(remotesFile));
  }
  let found = resolveFile(req.url ?? '/');
  // a path with a parameter whose frame the prerender drew (frames.json: a therapist's page)
  if (!found && spa && !path.extname(urlPath)) {
    const frame = frameFileFor(urlPath, readJson(path.join(root, FRAMES_FILE))?.routes);
    if (frame) found = resolveFile(frame);
  }
  // history fallback: app.html (the page without the prerendered landing) when the build has one
  if (!found && spa && !path.extname(urlPath)) found = resolveFile('/app.html') ?? resolveFile('/index.html');
  if (!found) {
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    return res.end('Not found');
  }
  const ext = path.extname(found.file).toLowerCase();
  let page = {};
  try {
    page = ext === '.html' ? pageHeaders() : {};
  } catch (error) {
    res.writeHead(500, { 'Content-Type': 'text/plain' });
    return res.end(String(error.message));
  }
  const headers = {
    ...fileHeaders(path.relative(root, found.file).split(path.sep).join('/')),
    ...page,
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
  };
  const encoding = COMPRESSIBLE.has(ext) ? encodingFor(req.headers['accept-encoding']) : null;
  let body = fs.readFileSync(found.file);
  if (COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding';
  if (encoding) {
    const key = `${found.file}:${found.st.mtimeMs}:${encoding}`;
    if (!compressedCache.has(key)) compressedCache.set(key, compress(body, encoding));
    body = compressedCache.get(key);
    headers['Content-Encoding'] = encoding;
  }
  headers['Content-Length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
});
server.listen(port, host, () => console.log(`serving ${path.relative(process.cwd(), root) || '.'} at http://${host}:${server.address().port}`));
// Stopping ends open connections too: a browser's kept-alive socket would otherwise hold `close` (and the process) open.
for (const sig of ['SIGINT', 'SIGTERM'])
  process.on(sig, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
