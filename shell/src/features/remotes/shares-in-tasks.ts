import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The browser's next turn: a task, not a microtask (a tap or a paint may come first). The same as the light layer's
 * `nextTask` (@aliento/ui/light), which this file cannot import: a build's runtime plugin runs before any shared module
 * is ready, and that layer's index brings React components (shared modules) with it.
 */
function aTaskLater(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A runtime plugin of the shell's build (`runtimePlugins`, shell/webpack.config.cjs): each shared module's load goes on
 * a task after it is asked for. As the page starts, main.js's run asks for the ~20 shared modules of the shell at once;
 * the federation then chose each one's version, registered it and asked for its chunk in the same task: 46 microtasks
 * that made main.js's task 14-29 ms in Lighthouse's trace of a 2-core machine (60-120 ms on its simulated phone). Now
 * main.js's task is its own code (5-13 ms) and each share's load a short task of its own. The later loads (a remote's
 * shared modules, the kit's) each wait a task too: they run side by side, so a page waits for one task, not one each.
 */
export function sharesInTasks(turn: () => Promise<void> = aTaskLater): ModuleFederationRuntimePlugin {
  return {
    name: 'aliento-shares-in-tasks',
    async beforeLoadShare(args) {
      await turn();
      return args;
    },
  };
}

export default sharesInTasks;
