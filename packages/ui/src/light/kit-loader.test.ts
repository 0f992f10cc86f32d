import { kitLoader, kitLoaderInSteps, type UiKit } from './kit-loader';

function kit(): UiKit & { productSystem: jest.Mock } {
  return { UiProvider: ({ children }) => children, productSystem: jest.fn() };
}

it('builds the product system a task after the kit has loaded, and answers a task after that', async () => {
  const loaded = kit();
  const load = kitLoader(async () => loaded);
  let done = false;
  void load().then(() => (done = true));
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  // the import has resolved (Chakra's modules ran) and the microtasks after it too: the system waits for a task
  expect(loaded.productSystem).not.toHaveBeenCalled();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loaded.productSystem).toHaveBeenCalledTimes(1);
  expect(done).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(done).toBe(true);
});

it('loads once for every caller, and again after a failed load', async () => {
  const loaded = kit();
  const importKit = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(loaded);
  const load = kitLoader(importKit);
  await expect(load()).rejects.toThrow('offline');
  const [first, second] = [load(), load()];
  expect(second).toBe(first);
  await expect(first).resolves.toBe(loaded);
  expect(importKit).toHaveBeenCalledTimes(2);
  expect(loaded.productSystem).toHaveBeenCalledTimes(1);
});

it("with the kit's first part: that part, each step of the system's build and the components run in tasks of their own", async () => {
  let built = 0;
  const first = { buildSystemStep: jest.fn(() => (built += 1) === 3) }; // a build of three steps
  const loaded = kit();
  const order: string[] = [];
  const download = jest.fn(() => order.push('download'));
  const system = jest.fn(async () => (order.push('system'), first));
  const importKit = jest.fn(async () => (order.push('components'), loaded));
  const load = kitLoaderInSteps({ system, kit: importKit, download });
  let done = false;
  void load().then(() => (done = true));
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  // the whole kit's files are on their way, the first part has run; nothing else yet
  expect([...order].sort()).toEqual(['download', 'system']);
  expect(first.buildSystemStep).not.toHaveBeenCalled();
  for (const step of [1, 2, 3]) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(first.buildSystemStep).toHaveBeenCalledTimes(step); // one step per task
    expect(importKit).not.toHaveBeenCalled();
  }
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(first.buildSystemStep).toHaveBeenCalledTimes(3); // built: no step more
  expect(order.at(-1)).toBe('components');
  expect(done).toBe(false);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(done).toBe(true);
  expect(loaded.productSystem).not.toHaveBeenCalled(); // built once, from the first part
});

it('a download that fails leaves the kit to its import', async () => {
  const loaded = kit();
  const load = kitLoaderInSteps({
    system: async () => ({ buildSystemStep: () => true }),
    kit: async () => loaded,
    download: () => Promise.reject(new Error('offline')),
  });
  await expect(load()).resolves.toBe(loaded);
});

it("with the first part's files fetched first: its modules run a task after they have arrived", async () => {
  let arrived!: () => void;
  const arrive = jest.fn(() => new Promise<void>((resolve) => (arrived = resolve)));
  const system = jest.fn(async () => ({ buildSystemStep: () => true }));
  const loaded = kit();
  const load = kitLoaderInSteps({ system, kit: async () => loaded, download: () => undefined, arrive });
  const done = load();
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  expect(arrive).toHaveBeenCalledTimes(1);
  expect(system).not.toHaveBeenCalled(); // the files are on their way
  arrived();
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  expect(system).not.toHaveBeenCalled(); // arrived: the modules wait for a task of their own
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(system).toHaveBeenCalledTimes(1);
  await expect(done).resolves.toBe(loaded);
});

it('a fetch of the first part that fails leaves it to its import', async () => {
  const loaded = kit();
  const system = jest.fn(async () => ({ buildSystemStep: () => true }));
  const load = kitLoaderInSteps({ system, kit: async () => loaded, download: () => undefined, arrive: () => Promise.reject(new Error('offline')) });
  await expect(load()).resolves.toBe(loaded);
  expect(system).toHaveBeenCalledTimes(1);
});
