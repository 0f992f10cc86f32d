/** Each shared module's load waits for a task of its own (shares-in-tasks.ts), the federation's arguments unchanged. */
import sharesInTasksPlugin, { sharesInTasks } from './shares-in-tasks';

type BeforeLoadShare = (args: unknown) => Promise<unknown>;
const microtasks = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};
const aTask = () => new Promise((resolve) => setTimeout(resolve, 0));

it("lets a shared module's load go on a task later, with the runtime's arguments unchanged", async () => {
  const plugin = sharesInTasks();
  expect(plugin.name).toBe('aliento-shares-in-tasks');
  const args = { pkgName: 'react', shareInfo: { version: '19.3.1' }, shared: {}, origin: {} };
  let passed: unknown;
  void (plugin.beforeLoadShare as BeforeLoadShare)(args).then((value) => (passed = value));
  await microtasks();
  expect(passed).toBeUndefined(); // not in the task that asked (main.js's, as the page starts)
  await aTask();
  expect(passed).toBe(args);
});

it('lets the loads asked for together go on side by side: the page waits one task, not one per shared module', async () => {
  let turns = 0;
  const plugin = sharesInTasks(() => new Promise((resolve) => setTimeout(() => resolve(void (turns += 1)), 0)));
  const names = ['react', 'react-dom', 'zustand', '@aliento/core', '@aliento/i18n', 'i18next'];
  const done: string[] = [];
  for (const pkgName of names) void (plugin.beforeLoadShare as BeforeLoadShare)({ pkgName }).then(() => done.push(pkgName));
  await aTask(); // a task asked for after theirs
  expect(done).toEqual(names); // all went on, in the order asked
  expect(turns).toBe(names.length); // each in a task of its own
});

it("is the module's default export, which the federation's runtime calls for the plugin", () => {
  expect(sharesInTasksPlugin).toBe(sharesInTasks);
});
