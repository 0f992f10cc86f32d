/**
 * Runs the composed product as separate origins: the API, the shell and each remote on its own port, each a
 * child process. Used by `pnpm start` and by the browser tests.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import registry from '../src/apps.cjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '..', '..', '..');
/** The apps of the registry (packages/core/src/apps/apps.json): name -> { dir, port, mount, ... }. */
export const { APPS, REMOTE_NAMES, API_PORT, portsAt } = registry;

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

/** Throws when something already listens on the port: a leftover server would pass the readiness check. */
export async function assertPortFree(port, host = '127.0.0.1') {
  const net = await import('node:net');
  await new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error) => reject(new Error(`port ${port} is already in use (${error.code}): stop the other server or choose other ports`)));
    server.listen(port, host, () => server.close(resolve));
  });
}

/** Writes remotes.json (default shell/dist/remotes.json, or `file`): the API origin and each remote's manifest URL. */
export function writeRemotesJson({ host = 'localhost', ports = {}, overrides = {}, shellDist, file } = {}) {
  const remotes = {};
  for (const name of REMOTE_NAMES) {
    remotes[name] = overrides[name] ?? `http://${host}:${portOf(name, ports)}/remoteEntry.js`;
  }
  const target = file ?? path.join(shellDist ?? path.join(repoRoot, 'shell', 'dist'), 'remotes.json');
  const body = { api: overrides.api ?? `http://${host}:${portOf('api', ports)}`, remotes };
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, JSON.stringify(body, null, 2) + '\n');
  return body;
}

/** The newest modification time of the files under `dir` (0 when it does not exist). */
function newestMtime(dir) {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * How to start the API: its compiled JavaScript (`pnpm build` writes packages/api/dist) when that is newer than its
 * sources and the contracts', as in production; otherwise the TypeScript sources through tsx (a checkout being edited).
 */
export function apiCommand() {
  const api = path.join(repoRoot, 'packages', 'api');
  const main = path.join(api, 'dist', 'main.js');
  const sources = Math.max(newestMtime(path.join(api, 'src')), newestMtime(path.join(repoRoot, 'packages', 'contracts', 'src')));
  if (fs.existsSync(main) && fs.statSync(main).mtimeMs >= sources) return { compiled: true, args: ['--enable-source-maps', 'dist/main.js'] };
  return { compiled: false, args: ['--import', 'tsx', 'src/main.ts'] };
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
 * @param {string[]} [o.extraOrigins] more origins the API accepts calls from (e.g. one remote's standalone dev server)
 */
export async function startStack({
  api = true,
  apiEnv = {},
  ports = {},
  host = '127.0.0.1',
  publicHost = 'localhost',
  log = () => {},
  extraOrigins = [],
} = {}) {
  const children = new Map();
  const startChild = (name, cmd, args, opts) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...opts });
    prefixLines(child.stdout, name, log);
    prefixLines(child.stderr, name, log);
    children.set(name, child);
    return child;
  };
  // each stack serves its own remotes.json, so several stacks (tests, bench) can share one build
  const remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'aliento-remotes-')), 'remotes.json');
  const setRemotes = (overrides = {}) => writeRemotesJson({ host: publicHost, ports, overrides, file: remotesFile });
  const startStatic = async (name, dist = path.join(repoRoot, APPS[name].dir, 'dist'), port = portOf(name, ports)) => {
    await assertPortFree(port, host);
    const args = [path.join(here, 'serve.mjs'), dist, '--port', String(port), '--host', host];
    if (name === 'shell') args.push('--spa', '--remotes', remotesFile);
    // the shell's Content-Security-Policy allows the video host and analytics the API is configured with
    const env = { ...process.env, ...Object.fromEntries(['VIDEO_HOST', 'GA_ID'].filter((k) => apiEnv[k]).map((k) => [k, apiEnv[k]])) };
    startChild(name, process.execPath, args, { cwd: repoRoot, env });
    return waitForHttp(`http://${host}:${port}/`);
  };
  setRemotes();
  const waits = [];
  if (api) {
    const apiPort = portOf('api', ports);
    await assertPortFree(apiPort, host);
    const command = apiCommand();
    log(
      `[stack] API from ${command.compiled ? 'its compiled JavaScript (packages/api/dist)' : 'its TypeScript sources (tsx): no build newer than them'}`,
    );
    startChild('api', process.execPath, command.args, {
      cwd: path.join(repoRoot, 'packages', 'api'),
      env: {
        ...process.env,
        PORT: String(apiPort),
        HOST: host,
        PUBLIC_WEB_URL: `http://${publicHost}:${portOf('shell', ports)}`,
        CORS_ORIGINS: Object.keys(APPS)
          .flatMap((n) => [`http://${publicHost}:${portOf(n, ports)}`, `http://127.0.0.1:${portOf(n, ports)}`])
          .concat(extraOrigins)
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
      // a child that does not stop within 5 s is killed: a stop never hangs a test run
      const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
      children.delete(name);
    });
  return {
    urls: Object.fromEntries([...Object.keys(APPS), 'api'].map((n) => [n, `http://${publicHost}:${portOf(n, ports)}`])),
    startStatic,
    stopOne,
    /** This stack's remotes.json (what the shell serves at /remotes.json). */
    remotesFile,
    /** Rewrites this stack's remotes.json (e.g. point one remote at another build); no argument restores it. */
    setRemotes,
    async stop() {
      await Promise.all([...children.keys()].map(stopOne));
    },
  };
}
