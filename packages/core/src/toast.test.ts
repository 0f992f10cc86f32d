import { toast, toastClock, toastStore, TOAST_DURATION_MS, TOAST_PAGE_GRACE_MS } from './toast';

describe('toast bus', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('queues success and error toasts and removes them after their time', () => {
    toast.success('successfully updated');
    toast.error('Error: nope');
    expect(toastStore.getState().items.map((t) => [t.kind, t.text])).toEqual([
      ['success', 'successfully updated'],
      ['error', 'Error: nope'],
    ]);
    jest.advanceTimersByTime(TOAST_DURATION_MS);
    expect(toastStore.getState().items).toEqual([]);
  });

  it('can be dismissed early', () => {
    const id = toast.success('hola');
    toast.dismiss(id);
    expect(toastStore.getState().items).toEqual([]);
  });
});

describe('toast clock', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    for (const item of toastStore.getState().items) toast.dismiss(item.id);
    jest.useRealTimers();
  });

  it('waits while paused and then runs for the time it had left', () => {
    const id = toast.error('No pudimos guardar tus cambios.');
    jest.advanceTimersByTime(2000);
    toastClock.pause(id);
    jest.advanceTimersByTime(60_000);
    expect(toastStore.getState().items.map((t) => t.id)).toEqual([id]);
    toastClock.resume(id);
    jest.advanceTimersByTime(TOAST_DURATION_MS - 2000 - 1);
    expect(toastStore.getState().items).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(toastStore.getState().items).toEqual([]);
  });

  it('ends with its page: a change of page ends earlier toasts, not the one raised by the action that changed it', () => {
    toast.error('Error: on the old page');
    jest.advanceTimersByTime(TOAST_PAGE_GRACE_MS + 1);
    toast.success('Cerraste tu sesión.');
    toastClock.endPage();
    expect(toastStore.getState().items.map((t) => t.text)).toEqual(['Cerraste tu sesión.']);
  });
});
