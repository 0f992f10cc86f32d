/** Helpers for tests that run the API as real OS processes (several replicas, crashes, the operator's commands). */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** A TCP port free right now on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

/** Resolves once `url` answers 2xx (a process that has started listening). */
export async function waitForHealth(url: string, timeoutMs = 60000): Promise<void> {
  await waitFor(async () => {
    try {
      return (await fetch(url)).ok;
    } catch {
      return false; // not listening yet
    }
  }, timeoutMs);
}

/** Polls `check` every `everyMs` until it holds; throws after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 60000, everyMs = 100): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`condition not met within ${timeoutMs} ms`);
}

/** The API package folder (where `src/main.ts` and `src/cli/*` run from). */
export const API_DIR = join(__dirname, '..');

/** `node --import tsx <script> ...args` in the API folder with `env` over the test's environment (no jest options). */
export function runScript(script: string, args: string[], env: Record<string, string | undefined>): ChildProcess {
  const merged: Record<string, string | undefined> = { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'warn', ...env };
  // an undefined value removes the variable (e.g. DATABASE_URL, to run on PGlite whatever the suite runs on)
  const defined = Object.fromEntries(Object.entries(merged).filter((e): e is [string, string] => e[1] !== undefined));
  return spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: API_DIR, env: defined, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Runs a script to its end: exit code and what it printed. */
export function runToEnd(
  script: string,
  args: string[],
  env: Record<string, string | undefined>,
): Promise<{ code: number; out: string; err: string }> {
  const child = runScript(script, args, env);
  let out = '';
  let err = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (err += d));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code: code ?? -1, out, err })));
}
