/**
 * The registry of apps: the shell and each remote with its folder, its port, the path it is mounted at and who may
 * use it. It is the one place these facts are written (apps.json, read as data by the Node tooling too: the stack,
 * the dev servers, prerender, the browser tests, the bench). Adding a remote is one entry here plus its folder.
 */
import registry from './apps.json';

/**
 * Who may open a remote's pages: everyone (public pages, the public layout), any signed-in approved person, only clients,
 * or only admins (whose code no other visitor's browser downloads). Every remote but a public one is in the dashboard.
 */
export type RemoteAccess = 'everyone' | 'signed-in' | 'client' | 'admin';

export interface RemoteApp {
  /** Federation name, also the key in remotes.json. */
  name: string;
  /** Folder at the root of the repository. */
  folder: string;
  /** Default port of its dev server and of `pnpm start`. */
  port: number;
  /** The path it owns: its pages are this path and everything below it ('/' is the public catch-all). */
  mount: string;
  access: RemoteAccess;
  /** The pages it owns (`:param` marks a part to fill in), listed by its standalone dev host. */
  links: string[];
}

export interface HostApp {
  name: 'shell';
  folder: string;
  port: number;
}

const [host, ...remotes] = registry.apps as [HostApp, ...RemoteApp[]];

/** The shell (the host). */
export const SHELL_APP: HostApp = host;
/** The remotes, in the order the shell lists them. */
export const REMOTE_APPS: readonly RemoteApp[] = remotes;
/** The API's default port. */
export const API_PORT: number = registry.api.port;

/** A remote's federation name (a `name` of apps.json: marketing, directory, appointments, settings, admin, ...). */
export type RemoteName = string;
export const REMOTE_NAMES: readonly RemoteName[] = REMOTE_APPS.map((app) => app.name);

/** A remote's entry; throws for a name that is not in the registry. */
export function remoteApp(name: string): RemoteApp {
  const app = REMOTE_APPS.find((a) => a.name === name);
  if (!app) throw new Error(`no remote named ${name} in apps.json`);
  return app;
}

/** Where a remote is mounted ('/dashboard/therapists'). */
export const mountOf = (name: RemoteName): string => remoteApp(name).mount;
