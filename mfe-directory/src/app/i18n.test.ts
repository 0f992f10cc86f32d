import { keyPaths } from '@aliento/i18n';
import { es } from './i18n-es';
import { en } from './i18n-en';

describe('directory catalogue', () => {
  it('has the same keys in Spanish and English', () => {
    expect(keyPaths(en)).toEqual(keyPaths(es));
  });

  it("uses the spec's English texts", () => {
    expect(en.favorite.removed).toBe('Removed favorite');
    expect(en.booking.success).toBe('Successfully scheduled appointment');
    expect(en.booking.failed).toBe('Failed to schedule appointment');
    expect(en.credits.body).toBe('You do not have any credits available.');
  });
});
