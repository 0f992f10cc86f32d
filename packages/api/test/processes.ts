/** Helpers for tests that run the API as real OS processes (several replicas, crashes). */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

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
