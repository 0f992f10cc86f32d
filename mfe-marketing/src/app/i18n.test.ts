import { keyPaths } from '@aliento/i18n';
import { en, es } from './i18n';

describe('marketing catalogue', () => {
  it('has the same keys in Spanish and English', () => {
    expect(keyPaths(en)).toEqual(keyPaths(es));
  });

  it('has no empty texts', () => {
    const leaves = (o: object): string[] => Object.values(o).flatMap((v) => (typeof v === 'object' ? leaves(v as object) : [String(v)]));
    expect([...leaves(es), ...leaves(en)].filter((s) => s.trim() === '')).toEqual([]);
  });
});
