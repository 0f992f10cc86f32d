import { kitLoader, type UiKit } from './kit-loader';

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
