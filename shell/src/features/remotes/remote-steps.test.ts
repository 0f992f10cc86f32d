/** A dashboard remote's modules run after the UI kit has loaded, in a task of their own; the public remote's at once. */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { server, http, HttpResponse } from '@aliento/testing';
import { loadRemoteApp, setRuntimeManifest, SHELL_CONTRACT_MAJOR } from './remote-registry';
import { loadUiKit } from '../ui-boundary/ui-kit';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerPlugins: jest.fn(), registerRemotes: jest.fn(), loadRemote: jest.fn() }));
jest.mock('../ui-boundary/ui-kit', () => ({ loadUiKit: jest.fn() }));

const App = () => null;
let kitLoaded: () => void;
const ran: string[] = [];

beforeEach(() => {
  jest.mocked(registerRemotes).mockReset();
  ran.length = 0;
  jest.mocked(loadUiKit).mockReset();
  jest.mocked(loadUiKit).mockImplementation(
    () =>
      new Promise((resolve) => {
        kitLoaded = () => {
          ran.push('kit');
          resolve({} as never);
        };
      }),
  );
  jest.mocked(loadRemote).mockImplementation(async (id: string, options?: { loadFactory?: boolean }) => {
    const factory = () => {
      ran.push(id);
      return { default: App };
    };
    return options?.loadFactory === false ? factory : factory();
  });
  setRuntimeManifest({ remotes: { marketing: 'http://m/remoteEntry.js', directory: 'http://d/remoteEntry.js' } });
  server.use(http.get('http://*/mf-manifest.json', () => HttpResponse.json({ metaData: { buildInfo: { shellContract: SHELL_CONTRACT_MAJOR } } })));
});

const tasks = (n: number) => new Promise((resolve) => setTimeout(resolve, n));

it("runs a dashboard remote's modules only once the UI kit has loaded, a task later", async () => {
  const load = loadRemoteApp('directory', []);
  await tasks(20);
  // its code is fetched beside the kit, but not run
  expect(loadRemote).toHaveBeenCalledWith('directory/App', expect.objectContaining({ loadFactory: false }));
  expect(ran).toEqual([]);
  kitLoaded();
  await expect(load).resolves.toEqual({ default: App });
  expect(ran).toEqual(['kit', 'directory/App']);
});

it('loads the public remote (the light landing) without the UI kit', async () => {
  await expect(loadRemoteApp('marketing', [])).resolves.toEqual({ default: App });
  expect(loadUiKit).not.toHaveBeenCalled();
  expect(ran).toEqual(['marketing/App']);
});
