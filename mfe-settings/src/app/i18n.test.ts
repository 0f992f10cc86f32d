import { keyPaths } from '@aliento/i18n';
import { es } from './i18n-es';
import { en } from './i18n-en';
import { en as calendlyEn, es as calendlyEs } from '../features/calendly/i18n';

describe('settings catalogue', () => {
  it('has the same keys in Spanish and English', () => {
    expect(keyPaths(en)).toEqual(keyPaths(es));
    expect(keyPaths(calendlyEn)).toEqual(keyPaths(calendlyEs));
  });

  it("uses the spec's English texts for the update and upload messages", () => {
    expect(en.profile.success).toBe('successfully updated');
    expect(en.profile.failure).toBe('Error while updating user.');
    expect(en.client.failure).toBe('error while updating user');
    expect(en.therapist.failure).toBe('error while updating user');
    expect(en.media.success).toBe('successfully uploaded image');
    expect(en.media.failure).toBe('failed to upload image');
  });
});
