/** The federation's steps on a remote's arrival wait for a task of their own (remote-in-tasks.ts). */
import { remoteInTasks } from './remote-in-tasks';

const microtasks = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

it("initialises a remote's container and asks for its exposed module each a task later", async () => {
  let turns = 0;
  const plugin = remoteInTasks(() => new Promise((resolve) => setTimeout(() => resolve(void (turns += 1)), 0)));
  const options = { shareScope: {}, initScope: [] } as never;
  let initialised: unknown;
  void (plugin.beforeInitContainer as (o: unknown) => Promise<unknown>)(options).then((value) => (initialised = value));
  await microtasks();
  expect(initialised).toBeUndefined(); // waits for the next task, not a microtask
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(initialised).toBe(options); // the runtime's options, unchanged
  let asked = false;
  void (plugin.beforeGetExpose as (o: unknown) => Promise<void>)({}).then(() => (asked = true));
  await microtasks();
  expect(asked).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(asked).toBe(true);
  expect(turns).toBe(2);
});
