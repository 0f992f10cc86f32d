import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keyPaths } from '@aliento/i18n';
import { clientToken, server, http, HttpResponse, apiPath, therapistToken } from '@aliento/testing';
import { es } from './i18n-es';
import { en } from './i18n-en';
import { USERS, renderAdmin } from '../testing/admin-fixtures';

describe('admin App', () => {
  // Unmount before the shared reset clears the session, so the guard does not re-render mid-teardown.

  it('has the same keys in Spanish and English', () => {
    expect(keyPaths(en)).toEqual(keyPaths(es));
  });

  it('starts on User Management and switches to Cancellation Requests', async () => {
    server.use(
      http.get(apiPath('/api/admin/users'), () => HttpResponse.json(USERS)),
      http.get(apiPath('/api/admin/cancellation-requests'), () => HttpResponse.json([])),
    );
    renderAdmin({ language: 'en' });
    expect(screen.getByRole('tab', { name: 'User Management' })).toHaveAttribute('aria-selected', 'true');
    // what the page is for, under its heading, as on every other signed-in page
    expect(screen.getByText(/^People, cancellation requests, returned payments and mail/)).toBeInTheDocument();
    expect(await screen.findByText('Mariana López')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Cancellation Requests' }));
    expect(await screen.findByText('There are no cancellation requests.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cancellation Requests' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each([
    ['client', clientToken()],
    ['therapist', therapistToken()],
  ])('sends a %s to the therapists home without calling the admin API', async (_role, token) => {
    // No admin handler is registered: any admin call would fail the test (msw errors on unhandled requests).
    renderAdmin({ token });
    expect(await screen.findByText('therapists home')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('sends an anonymous visitor away too', async () => {
    renderAdmin({ token: '' });
    expect(await screen.findByText('therapists home')).toBeInTheDocument();
  });
});
