import { keyPaths } from '@aliento/i18n';
import { en, es } from './i18n';

describe('auth catalogue', () => {
  it('has the same keys in Spanish and English', () => {
    expect(keyPaths(en)).toEqual(keyPaths(es));
  });

  it('uses the spec English texts', () => {
    expect(en.signin.underReview).toBe('Account is currently under review.');
    expect(en.forgot.sent).toBe('a password reset link has been sent to the requested email address');
    expect(en.reset.success).toBe('Successfully reset password. Please log in.');
    expect(en.reset.failed).toBe('Failed to reset password');
    expect(en.registration.success).toBe('successfully created account');
    expect(en.registration.failed).toBe('error while creating user account');
  });
});
