import { registerPlugins, registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { signIn } from '@aliento/core';
import { adminToken, clientToken, server, http, HttpResponse } from '@aliento/testing';
import {
  dashboardRemoteFor,
  fetchRuntimeManifest,
  loadRemoteApp,
  registerAllowedRemotes,
  setRuntimeManifest,
  SHELL_CONTRACT_MAJOR,
} from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn(), registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const remotes = {
  marketing: 'http://m/remoteEntry.js',
  directory: 'http://d/remoteEntry.js',
  appointments: 'http://a/remoteEntry.js',
  settings: 'http://s/remoteEntry.js',
  admin: 'http://x/remoteEntry.js',
};

beforeEach(() => {
  jest.mocked(registerRemotes).mockReset();
  jest.mocked(loadRemote).mockReset();
  setRuntimeManifest({ remotes });
  // every remote is built for this shell's contract (remote-contract.test.tsx covers the others)
  server.use(http.get('http://*/mf-manifest.json', () => HttpResponse.json({ metaData: { buildInfo: { shellContract: SHELL_CONTRACT_MAJOR } } })));
});

/** The federation runtime answers with the App module, or with its factory when asked for that (a dashboard remote). */
function answerWith(App: () => null) {
  return async (_id: string, options?: { loadFactory?: boolean }) => (options?.loadFactory === false ? () => ({ default: App }) : { default: App });
}

function registeredNames() {
  return jest.mocked(registerRemotes).mock.calls.flatMap(([list]) => list.map((r) => r.name));
}

describe('remote registry', () => {
  it('reads remotes.json from its own origin without caching', async () => {
    let cache: string | undefined;
    server.use(
      http.get('http://localhost/remotes.json', ({ request }) => {
        cache = request.cache;
        return HttpResponse.json({ api: 'http://api', remotes });
      }),
    );
    const manifest = await fetchRuntimeManifest('http://localhost/remotes.json');
    expect(manifest.api).toBe('http://api');
    expect(cache).toBe('no-store');
  });

  it("takes the page's own request for remotes.json (index.html starts it before the scripts), once", async () => {
    let asked = 0;
    server.use(
      http.get('http://localhost/remotes.json', () => {
        asked += 1;
        return HttpResponse.json({ api: 'http://api-2', remotes });
      }),
    );
    const page = window as { __alientoRemotes?: Promise<Response> };
    page.__alientoRemotes = Promise.resolve(Response.json({ api: 'http://api-early', remotes }));
    expect((await fetchRuntimeManifest()).api).toBe('http://api-early');
    expect(asked).toBe(0);
    // a second read (and one whose early request failed) asks the server
    expect((await fetchRuntimeManifest()).api).toBe('http://api-2');
    page.__alientoRemotes = Promise.reject(new TypeError('offline'));
    expect((await fetchRuntimeManifest()).api).toBe('http://api-2');
    expect(asked).toBe(2);
  });

  it('never registers the admin remote for a visitor or a client', () => {
    signIn(clientToken());
    registerAllowedRemotes();
    expect(registeredNames()).toEqual(['marketing', 'directory', 'appointments', 'settings']);
  });

  it('registers the admin remote for a signed-in admin', () => {
    signIn(adminToken());
    registerAllowedRemotes();
    expect(registeredNames()).toContain('admin');
  });

  it('refuses to load the admin remote for anyone else', async () => {
    await expect(loadRemoteApp('admin', [])).rejects.toThrow();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('registers each remote by its remoteEntry.js, also when remotes.json names the manifest beside it', () => {
    setRuntimeManifest({ remotes: { ...remotes, marketing: 'https://cdn.example/marketing/v2/mf-manifest.json' } });
    registerAllowedRemotes();
    const entries = jest.mocked(registerRemotes).mock.calls.flatMap(([list]) => list.map((r) => ('entry' in r ? r.entry : '')));
    expect(entries).toEqual([
      'https://cdn.example/marketing/v2/remoteEntry.js',
      'http://d/remoteEntry.js',
      'http://a/remoteEntry.js',
      'http://s/remoteEntry.js',
    ]);
  });

  it("registers, before the first remote, the plugin that runs the federation's steps a task each (remote-in-tasks.ts)", () => {
    jest.mocked(registerPlugins).mockClear();
    jest.mocked(registerRemotes).mockClear();
    setRuntimeManifest({ remotes });
    registerAllowedRemotes();
    expect(jest.mocked(registerPlugins).mock.calls.map(([plugins]) => plugins?.map((p) => p.name))).toEqual([['aliento-remote-in-tasks']]);
    expect(jest.mocked(registerPlugins).mock.invocationCallOrder[0]).toBeLessThan(jest.mocked(registerRemotes).mock.invocationCallOrder[0]);
  });

  it('retries a failed load with a fresh registration', async () => {
    const App = () => null;
    jest.mocked(loadRemote).mockRejectedValueOnce(new Error('down')).mockImplementationOnce(answerWith(App));
    await expect(loadRemoteApp('directory', [0])).resolves.toEqual({ default: App });
    expect(jest.mocked(registerRemotes).mock.calls.at(-1)?.[1]).toEqual({ force: true });
  });
});

describe('loading the remote an address opens, from start-up', () => {
  it('names the dashboard remote of a signed-in visitor’s address, and none for a guest, a public page or an admin-only remote', () => {
    expect(dashboardRemoteFor('/dashboard/therapists')).toBeNull();
    signIn(clientToken());
    expect(dashboardRemoteFor('/dashboard/therapists/42')).toBe('directory');
    expect(dashboardRemoteFor('/dashboard/appointments')).toBe('appointments');
    expect(dashboardRemoteFor('/dashboard/admin')).toBeNull();
    expect(dashboardRemoteFor('/dashboard/therapistsx')).toBeNull();
    expect(dashboardRemoteFor('/about-us')).toBeNull();
    signIn(adminToken());
    expect(dashboardRemoteFor('/dashboard/admin')).toBe('admin');
  });

  it('loads a remote once when start-up and the route ask for it at the same time', async () => {
    const App = () => null;
    jest.mocked(loadRemote).mockImplementation(answerWith(App));
    const [early, route] = [loadRemoteApp('settings', []), loadRemoteApp('settings', [])];
    expect(route).toBe(early);
    await expect(route).resolves.toEqual({ default: App });
    expect(jest.mocked(loadRemote)).toHaveBeenCalledTimes(1);
  });
});
