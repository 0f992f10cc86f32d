/**
 * The shell's remote registry: reads remotes.json from its own origin at start-up (never cached) and registers
 * the remotes with the federation runtime. No remote URL is compiled into the shell; the names and who may load
 * each come from the registry of apps (@aliento/core, apps.json). A remote for admins is registered only for a
 * signed-in admin, so no other visitor's browser ever downloads its code.
 *
 * Before a remote's code is loaded, its mf-manifest.json (beside its remoteEntry.js) must name the shell contract
 * major this shell was built with (`metaData.buildInfo.shellContract`, see packages/mf-config/src/contract.cjs): a
 * remote built for another major, or for none, is treated as a remote that is down (RemoteView's fallback with
 * retry) and the console says why.
 */
import type { ComponentType } from 'react';
import { registerPlugins, registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_APPS, REMOTE_NAMES, getSession, hasRole, remoteApp, type RemoteName } from '@aliento/core';
import { cataloguesReady } from '@aliento/i18n';
import { nextTask } from '@aliento/ui/light';
import { loadUiKit } from '../ui-boundary/ui-kit';
import { remoteInTasks } from './remote-in-tasks';

export { REMOTE_NAMES, type RemoteName };

export interface RuntimeManifest {
  /** The API origin (e.g. http://localhost:8080). */
  api?: string;
  /** Remote name → URL of its remoteEntry.js (an mf-manifest.json URL is read as the remoteEntry.js beside it). */
  remotes: Partial<Record<RemoteName, string>>;
}

let manifest: RuntimeManifest = { remotes: {} };
const registered = new Set<RemoteName>();
/** The remotes' Apps that have loaded in this page. */
const loaded = new Map<RemoteName, { default: ComponentType }>();

/** The page's own request for remotes.json, started by index.html before the scripts (taken once). */
function takeStartedRequest(url: string): Promise<Response> | undefined {
  const started = (window as { __alientoRemotes?: Promise<Response> }).__alientoRemotes;
  if (url !== '/remotes.json' || !started) return undefined;
  delete (window as { __alientoRemotes?: unknown }).__alientoRemotes;
  return started;
}

export async function fetchRuntimeManifest(url = '/remotes.json'): Promise<RuntimeManifest> {
  const ask = () => fetch(url, { cache: 'no-store', headers: { 'Cache-Control': 'no-cache' } });
  // the page's early request, or a new one if it failed on the way
  const res = await (takeStartedRequest(url)?.catch(ask) ?? ask());
  if (!res.ok) throw new Error(`remotes.json: HTTP ${res.status}`);
  const data = (await res.json()) as RuntimeManifest;
  manifest = { api: data.api, remotes: { ...data.remotes } };
  return manifest;
}

/** Replaces remotes.json (tests): nothing stays registered or loaded from the entries it named before. */
export function setRuntimeManifest(value: RuntimeManifest): void {
  manifest = value;
  registered.clear();
  loaded.clear();
}

/** Whether this visitor may load the remote at all. */
export function mayLoad(name: RemoteName): boolean {
  return remoteApp(name).access !== 'admin' || hasRole('ROLE_ADMIN');
}

/**
 * The entry the federation runtime loads. The shell's runtime is built without MF's manifest (snapshot) plugin, so
 * a remote is registered by its remoteEntry.js; our builds write mf-manifest.json beside it, so a manifest URL from
 * an older remotes.json still works.
 */
export function remoteEntryUrl(url: string): string {
  return url.replace(/mf-manifest\.json(?=$|[?#])/, 'remoteEntry.js');
}

function register(name: RemoteName, force = false): void {
  const configured = manifest.remotes[name];
  if (!configured) throw new Error(`remote ${name} is not in remotes.json`);
  const entry = remoteEntryUrl(configured);
  if (!mayLoad(name)) throw new Error(`remote ${name} is not available`);
  if (registered.has(name) && !force) return;
  if (!registered.size) registerPlugins([remoteInTasks()]); // the runtime keeps one plugin of a name
  registerRemotes([{ name, entry }], { force });
  registered.add(name);
}

/** Registers every remote this visitor may use (all but admin, unless an admin is signed in). */
export function registerAllowedRemotes(): void {
  for (const name of REMOTE_NAMES) if (manifest.remotes[name] && mayLoad(name)) register(name);
}

/** The major of the shell contract this shell was built with (packages/core/package.json "contract.major"). */
export const SHELL_CONTRACT_MAJOR: number = __SHELL_CONTRACT__;

/** A remote built for another major of the shell contract (or for none): not loaded, like a remote that is down. */
export class IncompatibleRemoteError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly remoteContract: number | undefined,
    readonly entry: string,
  ) {
    super(
      `remote ${remote} was built for shell contract ${remoteContract === undefined ? '(none in its mf-manifest.json)' : `major ${remoteContract}`}, ` +
        `this shell implements major ${SHELL_CONTRACT_MAJOR}: it is not loaded (${entry})`,
    );
    this.name = 'IncompatibleRemoteError';
  }
}

/** The federation manifest our builds write beside a remote's remoteEntry.js. */
export function remoteManifestUrl(entry: string): string {
  return new URL('mf-manifest.json', new URL(entry, window.location.href)).href;
}

/** What the shell reads in a remote's mf-manifest.json: the contract it was built for, and its exposed modules' files. */
interface RemoteManifestFile {
  metaData?: { buildInfo?: { shellContract?: unknown } };
  exposes?: { path?: string; assets?: { js?: { sync?: unknown } } }[];
}

/** The files of a remote's `./App` its manifest (at `base`) names, beside it, as absolute URLs. */
function appFiles(data: RemoteManifestFile | null, base: string): string[] {
  const files = data?.exposes?.find((e) => e.path === './App')?.assets?.js?.sync;
  return Array.isArray(files) ? files.filter((f) => /^[\w.-]+\.js$/.test(f)).map((f: string) => new URL(f, base).href) : [];
}

const preloaded = new Set<string>();

/**
 * Downloads a remote's file before the federation runtime asks for it: its remoteEntry.js while its manifest is read
 * (the check costs no extra round trip), its App's file once the manifest says the remote is compatible (instead of
 * after remoteEntry.js has run). The runtime's script tags take the preloaded files; an incompatible remote's never run.
 */
function preloadScript(url: string): void {
  if (preloaded.has(url)) return;
  preloaded.add(url);
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'script');
  link.href = url;
  document.head.appendChild(link);
}

/** Throws an IncompatibleRemoteError (and tells the console) unless the remote is built for this shell's contract. */
async function checkContract(name: RemoteName): Promise<void> {
  const entry = remoteEntryUrl(manifest.remotes[name] ?? '');
  preloadScript(entry);
  const url = remoteManifestUrl(entry);
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const data = (await res.json()) as RemoteManifestFile | null;
  const major = data?.metaData?.buildInfo?.shellContract;
  if (major === SHELL_CONTRACT_MAJOR) {
    for (const file of appFiles(data, url)) preloadScript(file);
    return;
  }
  const error = new IncompatibleRemoteError(name, typeof major === 'number' ? major : undefined, entry);
  console.error(`[shell] ${error.message}`);
  throw error;
}

const RETRY_DELAYS_MS = [300, 1200];

/** A remote's App that has already loaded in this page (RemoteView then renders it without suspending). */
export function loadedRemoteApp(name: RemoteName): { default: ComponentType } | undefined {
  return loaded.get(name);
}

/** The loads under way: a second caller (the route, after start-up began it) waits for the same one. */
const inflight = new Map<RemoteName, Promise<{ default: ComponentType }>>();

/** Loads a remote's exposed App, retrying with a fresh registration before giving up (one load at a time per remote). */
export function loadRemoteApp(name: RemoteName, delays: readonly number[] = RETRY_DELAYS_MS): Promise<{ default: ComponentType }> {
  const current = inflight.get(name);
  if (current) return current;
  const load = loadRemoteAppOnce(name, delays).finally(() => inflight.delete(name));
  inflight.set(name, load);
  return load;
}

/**
 * The dashboard remote a signed-in visitor's address opens ('/dashboard/therapists/42' → directory), or null. Start-up
 * begins loading it as soon as remotes.json has arrived, beside the shell's own first render, instead of after it.
 */
export function dashboardRemoteFor(pathname: string): RemoteName | null {
  if (!getSession().claims) return null;
  const app = REMOTE_APPS.find((a) => a.mount.startsWith('/dashboard/') && (pathname === a.mount || pathname.startsWith(`${a.mount}/`)));
  return app && manifest.remotes[app.name] && mayLoad(app.name) ? app.name : null;
}

/**
 * A remote's exposed App module. A dashboard remote renders inside the UI kit (routes.tsx): its code downloads beside
 * the kit, but its modules run only once the kit has loaded, a task later, so the kit's modules, the product's system
 * and the remote's modules are three tasks instead of one long one on a slow phone (ui-kit.ts).
 */
async function loadApp(name: RemoteName): Promise<{ default: ComponentType } | null> {
  const id = `${name}/App`;
  if (remoteApp(name).access === 'everyone') return loadRemote<{ default: ComponentType }>(id);
  const [factory] = await Promise.all([loadRemote<() => { default: ComponentType }>(id, { loadFactory: false, from: 'runtime' }), loadUiKit()]);
  await nextTask();
  return factory ? factory() : null;
}

async function loadRemoteAppOnce(name: RemoteName, delays: readonly number[]): Promise<{ default: ComponentType }> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    try {
      register(name, attempt > 0);
      await checkContract(name);
      const mod = await loadApp(name);
      if (!mod?.default) throw new Error(`remote ${name} has no App`);
      await cataloguesReady(); // the remote's texts in an English page may load on demand
      loaded.set(name, mod);
      return mod;
    } catch (error) {
      lastError = error;
      // waiting does not change what a remote was built for: the fallback's retry checks again (after a rollback)
      if (!mayLoad(name) || error instanceof IncompatibleRemoteError) break;
      if (attempt < delays.length) await new Promise((r) => setTimeout(r, delays[attempt]));
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}
