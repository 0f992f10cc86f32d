import { nextTask } from '@aliento/ui/light';

/**
 * Runs the steps one a task, in order: each waits for the browser's turn (a tap, a paint) before it starts. The page's
 * start-up uses it so the evaluation of its modules (react-dom, the router, i18next, the shell's own) is a few tasks
 * of a few milliseconds instead of one long one.
 */
export async function oneATask(steps: ReadonlyArray<() => unknown>, turn: () => Promise<void> = nextTask): Promise<void> {
  for (const step of steps) {
    await turn();
    await step();
  }
}
