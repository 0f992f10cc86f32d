import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { renderWithProviders, server, http, HttpResponse } from '@aliento/testing';
import { IncompatibleRemoteError, loadRemoteApp, remoteManifestUrl, setRuntimeManifest, SHELL_CONTRACT_MAJOR } from './remote-registry';
import { RemoteView } from './remote-view';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn(), registerRemotes: jest.fn(), loadRemote: jest.fn() }));

const ENTRY = 'https://cdn.example/directory/2.0.0/remoteEntry.js';
const MANIFEST = 'https://cdn.example/directory/2.0.0/mf-manifest.json';

/** The directory remote's mf-manifest.json records `buildInfo` (what our builds write, see mf-config contract.cjs). */
function serveManifest(buildInfo: Record<string, unknown>) {
  server.use(http.get(MANIFEST, () => HttpResponse.json({ id: 'directory', metaData: { buildInfo: { buildVersion: '2.0.0', ...buildInfo } } })));
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  jest.mocked(registerRemotes).mockReset();
  jest.mocked(loadRemote).mockReset();
  const App = () => <p>directory content</p>;
  // a dashboard remote's App is asked for as a factory, run once the UI kit has loaded (remote-registry.ts)
  jest.mocked(loadRemote).mockImplementation(async (_id, options) => (options?.loadFactory === false ? () => ({ default: App }) : { default: App }));
  setRuntimeManifest({ remotes: { directory: ENTRY } });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the shell contract of a remote', () => {
  it('reads the manifest beside the remoteEntry.js', () => {
    expect(remoteManifestUrl(ENTRY)).toBe(MANIFEST);
    expect(remoteManifestUrl('http://localhost:3001/remoteEntry.js?v=2')).toBe('http://localhost:3001/mf-manifest.json');
  });

  it('loads a remote built for the same major', async () => {
    serveManifest({ shellContract: SHELL_CONTRACT_MAJOR });
    renderWithProviders(<RemoteView name="directory" />);
    expect(await screen.findByText('directory content')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('directory/App', expect.objectContaining({ loadFactory: false }));
    expect(consoleError).not.toHaveBeenCalled();
    // its remoteEntry.js downloads while the manifest is read (the federation runtime's script tag then takes it)
    expect(document.head.querySelector(`link[rel="preload"][as="script"][href="${ENTRY}"]`)).not.toBeNull();
  });

  it("downloads the App's file the manifest names as soon as it says the remote is compatible, not after remoteEntry.js ran", async () => {
    server.use(
      http.get(MANIFEST, () =>
        HttpResponse.json({
          metaData: { buildInfo: { shellContract: SHELL_CONTRACT_MAJOR } },
          exposes: [
            { path: './Other', assets: { js: { sync: ['other.1.js'] } } },
            { path: './App', assets: { js: { sync: ['__federation_expose_App.abc123.js', '../../evil.js'], async: ['later.js'] } } },
          ],
        }),
      ),
    );
    renderWithProviders(<RemoteView name="directory" />);
    expect(await screen.findByText('directory content')).toBeInTheDocument();
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="script"]')].map((l) => l.getAttribute('href'));
    expect(preloads).toContain('https://cdn.example/directory/2.0.0/__federation_expose_App.abc123.js');
    expect(preloads.filter((href) => /other|later|evil/.test(href ?? ''))).toEqual([]);
  });

  it('downloads nothing more of a remote built for another major', async () => {
    server.use(
      http.get(MANIFEST, () =>
        HttpResponse.json({
          metaData: { buildInfo: { shellContract: SHELL_CONTRACT_MAJOR + 1 } },
          exposes: [{ path: './App', assets: { js: { sync: ['__federation_expose_App.old.js'] } } }],
        }),
      ),
    );
    renderWithProviders(<RemoteView name="directory" />, { language: 'en' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(document.head.querySelector('link[href$="__federation_expose_App.old.js"]')).toBeNull();
  });

  it('shows the fallback with retry for a remote built for another major, without loading its code, and says why', async () => {
    const other = SHELL_CONTRACT_MAJOR + 1;
    serveManifest({ shellContract: other });
    renderWithProviders(<RemoteView name="directory" />, { language: 'es' });
    expect(await screen.findByRole('heading', { name: 'Esta sección no pudo cargarse' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
    const said = consoleError.mock.calls.map((args) => String(args[0]));
    expect(said).toContain(
      `[shell] remote directory was built for shell contract major ${other}, this shell implements major ${SHELL_CONTRACT_MAJOR}: it is not loaded (${ENTRY})`,
    );
  });

  it('treats a remote whose manifest records no contract as incompatible', async () => {
    serveManifest({});
    renderWithProviders(<RemoteView name="directory" />, { language: 'en' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(consoleError.mock.calls.map((args) => String(args[0]))).toContain(
      `[shell] remote directory was built for shell contract (none in its mf-manifest.json), this shell implements major ${SHELL_CONTRACT_MAJOR}: it is not loaded (${ENTRY})`,
    );
  });

  it('gives up on an incompatible remote at once (no retry delays), and its retry loads it once it is compatible again', async () => {
    serveManifest({ shellContract: SHELL_CONTRACT_MAJOR + 1 });
    await expect(loadRemoteApp('directory', [60000])).rejects.toBeInstanceOf(IncompatibleRemoteError);
    renderWithProviders(<RemoteView name="directory" />, { language: 'en' });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    // the remote is rolled back to a build for this shell's major
    serveManifest({ shellContract: SHELL_CONTRACT_MAJOR });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('directory content')).toBeInTheDocument();
  });

  it('treats a manifest that cannot be read as a remote that is down (retried)', async () => {
    let reads = 0;
    server.use(
      http.get(MANIFEST, () => {
        reads += 1;
        return reads === 1
          ? new HttpResponse(null, { status: 503 })
          : HttpResponse.json({ metaData: { buildInfo: { shellContract: SHELL_CONTRACT_MAJOR } } });
      }),
    );
    await expect(loadRemoteApp('directory', [0])).resolves.toHaveProperty('default');
    expect(reads).toBe(2);
  });
});
