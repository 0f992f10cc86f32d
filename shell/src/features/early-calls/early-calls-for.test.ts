import type { SessionClaims } from '@aliento/core';
import { earlyCallsFor } from './early-calls-for';

const ME = '00000000-0000-4000-8000-000000000001';
const THERAPIST = '00000000-0000-4000-8000-0000000000aa';
const as = (...roles: SessionClaims['roles']): SessionClaims =>
  ({ id: ME, email: 'a@example.com', firstName: 'A', lastName: 'B', roles, approved: true, exp: 0 }) as SessionClaims;

describe('the first calls of a signed-in screen', () => {
  it("a client's therapists list, a therapist's page and appointments", () => {
    const client = as('ROLE_CLIENT');
    expect(earlyCallsFor('/dashboard/therapists', client)).toEqual([
      '/api/therapists?approved=true',
      `/api/favorites/user/${ME}`,
      `/api/subscriptions/client/${ME}`,
      `/api/clients/${ME}`,
    ]);
    expect(earlyCallsFor(`/dashboard/therapists/${THERAPIST}`, client)).toEqual([
      `/api/therapists/${THERAPIST}`,
      `/api/therapists/${THERAPIST}/booking`,
      `/api/favorites/user/${ME}`,
      `/api/subscriptions/client/${ME}`,
    ]);
    expect(earlyCallsFor('/dashboard/appointments', client)).toEqual([
      `/api/appointments/client/${ME}`,
      `/api/subscriptions/client/${ME}`,
      '/api/appointments/holds/mine',
      '/api/payments/receipts/mine?limit=50',
    ]);
  });

  it("a therapist's appointments are their own list; an admin without appointments gets none", () => {
    expect(earlyCallsFor('/dashboard/appointments', as('ROLE_THERAPIST'))).toEqual([`/api/appointments/therapist/${ME}`]);
    expect(earlyCallsFor('/dashboard/appointments', as('ROLE_THERAPIST', 'ROLE_CLIENT'))).toEqual([`/api/appointments/therapist/${ME}`]);
    expect(earlyCallsFor('/dashboard/appointments', as('ROLE_ADMIN'))).toEqual([]);
  });

  it('nothing for a visitor, another screen, or a path that is not a therapist id', () => {
    expect(earlyCallsFor('/dashboard/appointments', null)).toEqual([]);
    expect(earlyCallsFor('/dashboard/settings', as('ROLE_CLIENT'))).toEqual([]);
    expect(earlyCallsFor('/dashboard/therapists/../../api', as('ROLE_CLIENT'))).toEqual([]);
  });
});
