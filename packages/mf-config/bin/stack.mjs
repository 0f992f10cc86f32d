/**
 * Runs the composed product as separate origins: the API, the shell and each remote on its own port, each a
 * child process. Used by `pnpm start` and by the browser tests.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..', '..', '..');
export const APPS = {
  shell: { dir: 'shell', port: 3000 },
  marketing: { dir: 'mfe-marketing', port: 3001 },
  directory: { dir: 'mfe-directory', port: 3002 },
  appointments: { dir: 'mfe-appointments', port: 3003 },
  settings: { dir: 'mfe-settings', port: 3004 },
  admin: { dir: 'mfe-admin', port: 3005 },
};
export const API_PORT = 8080;

export function portOf(name, overrides = {}) {
  if (overrides[name]) return Number(overrides[name]);
  if (name === 'api') return Number(process.env.API_PORT ?? API_PORT);
  return Number(process.env[`${name.toUpperCase()}_PORT`] ?? APPS[name].port);
}

export async function waitForHttp(url, timeoutMs = 60000) {
  const until = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`timed out waiting for ${url}: ${lastError?.message ?? ''}`);
}

/** Writes shell/dist/remotes.json: the API origin and each remote's manifest URL. */
export function writeRemotesJson({ host = 'localhost', ports = {}, overrides = {}, shellDist } = {}) {
  const remotes = {};
  for (const name of Object.keys(APPS)) {
    if (name === 'shell') continue;
    remotes[name] = overrides[name] ?? `http://${host}:${portOf(name, ports)}/mf-manifest.json`;
  }
  const out = shellDist ?? path.join(repoRoot, 'shell', 'dist');
  const body = { api: overrides.api ?? `http://${host}:${portOf('api', ports)}`, remotes };
  fs.writeFileSync(path.join(out, 'remotes.json'), JSON.stringify(body, null, 2) + '\n');
  return body;
}

function prefixLines(stream, tag, sink) {
  let buf = '';
  stream.on('data', (chunk) => {
    buf += chunk.toString();
    const lines = buf.split('\n');
    buf = lines.pop() ?? '';
    for (const line of lines) sink(`[${tag}] ${line}`);
  });
}

/**
 * @param {object} o
 * @param {boolean} [o.api=true] start the API server too
 * @param {Record<string,string>} [o.apiEnv] extra environment for the API (DATA_DIR, SEED, ...)
 * @param {Record<string,number>} [o.ports] port overrides by name (api, shell, marketing, ...)
 * @param {(line: string) => void} [o.log]
 */
export async function startStack({ api = true, apiEnv = {}, ports = {}, host = '127.0.0.1', publicHost = 'localhost', log = () => {} } = {}) {
  const children = new Map();
  const startChild = (name, cmd, args, opts) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
    prefixLines(child.stdout, name, log);
    prefixLines(child.stderr, name, log);
    children.set(name, child);
    return child;
  };
  const startStatic = (name, dist = path.join(repoRoot, APPS[name].dir, 'dist'), port = portOf(name, ports)) => {
    const args = [path.join(here, 'serve.mjs'), dist, '--port', String(port), '--host', host];
    if (name === 'shell') args.push('--spa');
    startChild(name, process.execPath, args, { cwd: repoRoot });
    return waitForHttp(`http://${host}:${port}/`);
  };
  writeRemotesJson({ host: publicHost, ports });
  const waits = [];
  if (api) {
    const apiPort = portOf('api', ports);
    startChild('api', process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(repoRoot, 'packages', 'api'),
      env: {
        ...process.env,
        PORT: String(apiPort),
        HOST: host,
        PUBLIC_WEB_URL: `http://${publicHost}:${portOf('shell', ports)}`,
        CORS_ORIGINS: Object.keys(APPS)
          .flatMap((n) => [`http://${publicHost}:${portOf(n, ports)}`, `http://127.0.0.1:${portOf(n, ports)}`])
          .join(','),
        ...apiEnv,
      },
    });
    waits.push(waitForHttp(`http://${host}:${apiPort}/api/config`, 120000));
  }
  for (const name of Object.keys(APPS)) waits.push(startStatic(name));
  await Promise.all(waits);
  const stopOne = (name) =>
    new Promise((resolve) => {
      const child = children.get(name);
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      children.delete(name);
    });
  return {
    urls: Object.fromEntries([...Object.keys(APPS), 'api'].map((n) => [n, `http://${publicHost}:${portOf(n, ports)}`])),
    startStatic,
    stopOne,
    async stop() {
      await Promise.all([...children.keys()].map(stopOne));
    },
  };
}
