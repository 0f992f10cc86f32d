import { lazyResolver } from './lazy-resolver';

describe('lazyResolver', () => {
  it('fetches the resolver at the first check only and answers what it answers', async () => {
    const inner = jest.fn(async (values: { a: string }, context: unknown) => ({ values, errors: { context } }));
    const load = jest.fn(async () => inner);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    await expect(resolver({ a: 'x' }, 'ctx')).resolves.toEqual({ values: { a: 'x' }, errors: { context: 'ctx' } });
    await resolver({ a: 'y' }, undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(inner).toHaveBeenCalledTimes(2);
  });

  it('tries the fetch again at the next check after a failed one', async () => {
    const inner = async () => 'checked';
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(inner);
    const resolver = lazyResolver<() => Promise<string>>(load);
    await expect(resolver()).rejects.toThrow('chunk failed');
    await expect(resolver()).resolves.toBe('checked');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
