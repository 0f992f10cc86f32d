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
