import { oneATask } from './in-tasks';

describe('oneATask (the start-up, a step per task)', () => {
  it('runs each step after a turn of its own, in order, and waits for a step that returns a promise', async () => {
    const seen: string[] = [];
    let turns = 0;
    const turn = async () => {
      turns += 1;
      seen.push(`turn ${turns}`);
    };
    await oneATask(
      [
        () => seen.push('react-dom'),
        () => new Promise<void>((resolve) => setTimeout(() => (seen.push('core'), resolve()), 5)),
        () => seen.push('start'),
      ],
      turn,
    );
    expect(seen).toEqual(['turn 1', 'react-dom', 'turn 2', 'core', 'turn 3', 'start']);
  });

  it('gives the browser a real task before each step by default (a timer, not a microtask)', async () => {
    const timers = jest.spyOn(global, 'setTimeout');
    try {
      const seen: string[] = [];
      const done = oneATask([
        () => seen.push(`first after ${timers.mock.calls.length} timer`),
        () => seen.push(`second after ${timers.mock.calls.length} timers`),
      ]);
      await Promise.resolve();
      expect(seen).toEqual([]); // nothing runs in the task that started it
      await done;
      expect(seen).toEqual(['first after 1 timer', 'second after 2 timers']);
    } finally {
      timers.mockRestore();
    }
  });

  it('stops at a step that fails (the page reports it) instead of running the next without it', async () => {
    const seen: string[] = [];
    await expect(
      oneATask(
        [
          () => {
            throw new Error('chunk failed');
          },
          () => seen.push('start'),
        ],
        async () => undefined,
      ),
    ).rejects.toThrow('chunk failed');
    expect(seen).toEqual([]);
  });
});
