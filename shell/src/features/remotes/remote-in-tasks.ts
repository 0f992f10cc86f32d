import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '@aliento/ui/light';

/**
 * The federation's work on a remote's arrival in steps of their own task: the entry's script runs (and its load
 * event), its container is initialised (its shared modules registered) a task later, and its exposed module's files
 * are asked for a task after that. In one task they were 17-24 ms on this project's machines, 70-95 ms on a slow
 * phone's (Lighthouse's long tasks on the signed-in screens).
 */
export function remoteInTasks(turn: () => Promise<void> = nextTask): ModuleFederationRuntimePlugin {
  return {
    name: 'aliento-remote-in-tasks',
    async beforeInitContainer(options) {
      await turn();
      return options;
    },
    async beforeGetExpose() {
      await turn();
    },
  };
}
