/**
 * The local static server stops when told, even while a browser holds a connection with a request still arriving:
 * the browser suite stops and starts servers between tests, and a stop that waits for the browser hangs the run.
 */
const { spawn } = require('node:child_process');
const net = require('node:net');
const path = require('node:path');

const serve = path.join(__dirname, '..', 'bin', 'serve.mjs');
const publicDir = path.join(__dirname, '..', '..', '..', 'mfe-marketing', 'public');

/** Resolves with the port once the server prints its address. */
const started = (child) =>
  new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      const port = /:(\d+)\s*$/m.exec(String(chunk))?.[1];
      if (port) resolve(Number(port));
    });
    child.once('exit', (code) => reject(new Error(`serve.mjs exited early (${code})`)));
  });

it('exits on SIGTERM while a connection has a request half sent', async () => {
  const child = spawn(process.execPath, [serve, publicDir, '--port', '0', '--host', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const sock = new net.Socket();
  try {
    const port = await started(child);
    await new Promise((resolve) => sock.connect(port, '127.0.0.1', resolve));
    sock.on('error', () => {});
    sock.write('GET / HTTP/1.1\r\nHost: localhost\r\n'); // the blank line that ends the headers never comes
    await new Promise((r) => setTimeout(r, 200));
    const exited = new Promise((resolve) => child.once('exit', () => resolve('exited')));
    child.kill('SIGTERM');
    expect(await Promise.race([exited, new Promise((r) => setTimeout(() => r('still running after 3 s'), 3000))])).toBe('exited');
  } finally {
    sock.destroy();
    child.kill('SIGKILL');
  }
});

it('sends brotli to a browser that takes it, gzip to one that takes only gzip, and the file itself otherwise', async () => {
  const fs = require('node:fs');
  const zlib = require('node:zlib');
  const http = require('node:http');
  const child = spawn(process.execPath, [serve, publicDir, '--port', '0', '--host', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const get = (port, acceptEncoding) =>
    new Promise((resolve, reject) => {
      const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
      http
        .get({ host: '127.0.0.1', port, path: '/index.html', headers }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers.vary, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });
  try {
    const port = await started(child);
    const original = fs.readFileSync(path.join(publicDir, 'index.html'));
    const br = await get(port, 'gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(br.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.body).equals(original)).toBe(true);
    const gzip = await get(port, 'gzip, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).equals(original)).toBe(true);
    const plain = await get(port, null);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  } finally {
    child.kill('SIGKILL');
  }
});

it('serves a path with a parameter its frame (frames.json), any other path app.html', async () => {
  const fs = require('node:fs');
  const os = require('node:os');
  const http = require('node:http');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aliento-frames-'));
  fs.mkdirSync(path.join(dir, 'dashboard', 'therapists', '_id'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'dashboard', 'therapists', '_id', 'index.html'), '<p>frame</p>');
  fs.writeFileSync(path.join(dir, 'app.html'), '<p>app</p>');
  fs.writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify({ api: 'http://127.0.0.1:1', remotes: {} }));
  fs.writeFileSync(
    path.join(dir, 'frames.json'),
    JSON.stringify({ routes: { '/dashboard/therapists/:id': '/dashboard/therapists/_id/index.html' } }),
  );
  const child = spawn(process.execPath, [serve, dir, '--spa', '--port', '0', '--host', '127.0.0.1'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const get = (port, urlPath) =>
    new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: urlPath }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve(`${res.statusCode} ${Buffer.concat(chunks)}`));
        })
        .on('error', reject);
    });
  try {
    const port = await started(child);
    expect(await get(port, '/dashboard/therapists/3b625cae-b56b-40fe-b878-63da27511298')).toBe('200 <p>frame</p>');
    expect(await get(port, '/dashboard/therapists/not-an-id')).toBe('200 <p>app</p>');
    expect(await get(port, '/blog/respirar')).toBe('200 <p>app</p>');
  } finally {
    child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
