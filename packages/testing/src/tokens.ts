/** Test tokens for the apps' tests: core's unsigned token builder (core's own tests use it too), and one per role. */
import { makeToken } from '@aliento/core/src/testing/tokens';

export { makeToken };

export const clientToken = () => makeToken({ roles: ['ROLE_CLIENT'] });
export const therapistToken = (approved = true) =>
  makeToken({
    id: '00000000-0000-4000-8000-000000000002',
    firstName: 'Lucía',
    lastName: 'Méndez',
    email: 'lucia@example.com',
    roles: ['ROLE_THERAPIST'],
    approved,
  });
export const adminToken = () =>
  makeToken({ id: '00000000-0000-4000-8000-000000000003', firstName: 'Sofía', lastName: 'Ruiz', email: 'sofia@example.com', roles: ['ROLE_ADMIN'] });
