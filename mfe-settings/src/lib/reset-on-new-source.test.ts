import { renderHook } from '@testing-library/react';
import { useResetOnNewSource } from './reset-on-new-source';

describe('useResetOnNewSource', () => {
  it('resets nothing when the form mounts, nor for the same record; resets to a record loaded again', () => {
    const resets: unknown[] = [];
    const first = { name: 'Ana' };
    const { rerender } = renderHook(({ source }) => useResetOnNewSource(source, (s) => resets.push(s)), {
      initialProps: { source: first },
    });
    rerender({ source: first });
    expect(resets).toEqual([]);
    const again = { name: 'Ana María' };
    rerender({ source: again });
    rerender({ source: again });
    expect(resets).toEqual([again]);
  });
});
