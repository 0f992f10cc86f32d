import { keyPaths } from '@aliento/i18n';
import { en, es } from './i18n';

describe('session catalogue', () => {
  it('has the same keys in Spanish and English', () => {
    expect(keyPaths(en)).toEqual(keyPaths(es));
  });
});
