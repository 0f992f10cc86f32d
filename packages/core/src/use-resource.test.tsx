import { act, renderHook, waitFor } from '@testing-library/react';
import { useResource } from './use-resource';

describe('useResource', () => {
  it('fetches nothing while disabled (no user yet), then loads once enabled', async () => {
    const load = jest.fn(async () => 'favourites');
    const { result, rerender } = renderHook(({ userId }: { userId: string | null }) => useResource(load, [userId], { enabled: Boolean(userId) }), {
      initialProps: { userId: null as string | null },
    });
    expect(result.current.loading).toBe(false);
    await act(() => result.current.reload());
    expect(load).not.toHaveBeenCalled();

    rerender({ userId: 'u1' });
    await waitFor(() => expect(result.current.data).toBe('favourites'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps only the latest answer when its inputs change while a request is on its way', async () => {
    const answers: Record<string, (v: string) => void> = {};
    const { result, rerender } = renderHook(
      ({ id }: { id: string }) =>
        useResource(
          () =>
            new Promise<string>((resolve) => {
              answers[id] = resolve;
            }),
          [id],
        ),
      { initialProps: { id: 'a' } },
    );
    rerender({ id: 'b' });
    await act(async () => answers.b('B'));
    await act(async () => answers.a('A'));
    expect(result.current.data).toBe('B');
  });
});
