import { toast, toastStore, TOAST_DURATION_MS } from './toast';

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
