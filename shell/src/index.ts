// Entry point. With Module Federation's asyncStartup the shared scope is ready before this runs, and the modules
// imported below ("eager": in this chunk, so their shared libraries load with it, before this runs) are all here: each
// step only evaluates them. One task each instead of one long task (the framework's arrival): react-dom, the core
// (the router), i18n (i18next), the shell's own modules, then the start.
import './app/zod-jitless';
import { oneATask } from './app/in-tasks';

let start: () => Promise<void>;
oneATask([
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@aliento/core'),
  () => import(/* webpackMode: "eager" */ '@aliento/i18n'),
  async () => ({ start } = await import(/* webpackMode: "eager" */ './app/start')),
  () => start(),
]).catch((error: unknown) => console.error('[shell] could not start', error));
