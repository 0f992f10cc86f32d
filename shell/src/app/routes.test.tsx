import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { renderWithProviders, clientToken, therapistToken, adminToken, makeToken } from '@aliento/testing';
import { REMOTE_APPS, type RemoteApp } from '@aliento/core';
import { AppRoutes } from './routes';

// Each remote is replaced by a component that names itself and the path it was rendered at.
jest.mock('../features/remotes/remote-registry', () => ({
  loadedRemoteApp: () => undefined,
  loadRemoteApp: async (name: string) => ({
    default: function FakeRemote() {
      const { pathname } = useLocation();
      return <p data-testid="remote">{`${name} ${pathname}`}</p>;
    },
  }),
}));

async function remoteShown() {
  return (await screen.findByTestId('remote')).textContent;
}

/** The URL the router ended on, shown beside the routes. */
function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderRoutes(route: string, token?: string) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { route, token },
  );
}

/** The shell's sign-in screen, at /signin, and no remote. */
async function expectSigninScreen() {
  expect(await screen.findByRole('heading', { level: 1, name: '¡Hola de nuevo!' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/signin$/);
  expect(screen.queryByTestId('remote')).not.toBeInTheDocument();
}

describe('route table and guards', () => {
  it.each(['/', '/care-seekers', '/blog/sueno', '/no-such-page'])('renders the public route %s through the marketing remote', async (route) => {
    renderWithProviders(<AppRoutes />, { route });
    expect(await remoteShown()).toBe(`marketing ${route}`);
  });

  it('renders the sign-in screen in the shell, not in a remote', async () => {
    renderRoutes('/signin');
    await expectSigninScreen();
  });

  it('sends an unknown dashboard URL to the role home', async () => {
    renderRoutes('/dashboard/no-such-page', clientToken());
    expect(await remoteShown()).toBe('directory /dashboard/therapists');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/therapists$/);
  });

  it('sends a protected route without a token to /signin', async () => {
    renderRoutes('/dashboard/appointments');
    await expectSigninScreen();
  });

  it('treats an unapproved token as no token', async () => {
    renderRoutes('/dashboard', therapistToken(false));
    await expectSigninScreen();
  });

  it.each([
    ['client', clientToken(), 'directory /dashboard/therapists'],
    ['therapist', therapistToken(), 'appointments /dashboard/appointments'],
    ['admin', adminToken(), 'admin /dashboard/admin'],
  ])('sends a %s from /dashboard to their home', async (_role, token, expected) => {
    renderWithProviders(<AppRoutes />, { route: '/dashboard', token });
    expect(await remoteShown()).toBe(expected);
  });

  it('keeps the admin area for admins: a client is sent to the therapists home', async () => {
    renderWithProviders(<AppRoutes />, { route: '/dashboard/admin', token: clientToken() });
    expect(await remoteShown()).toBe('directory /dashboard/therapists');
  });

  it('sends a therapist away from the directory and therapist detail', async () => {
    renderWithProviders(<AppRoutes />, { route: '/dashboard/therapists/abc', token: therapistToken() });
    expect(await remoteShown()).toBe('appointments /dashboard/appointments');
  });

  it('lets a client open a therapist detail page', async () => {
    renderWithProviders(<AppRoutes />, { route: '/dashboard/therapists/abc', token: clientToken() });
    expect(await remoteShown()).toBe('directory /dashboard/therapists/abc');
  });

  it('shows settings to every signed-in role', async () => {
    renderWithProviders(<AppRoutes />, { route: '/dashboard/settings', token: makeToken({ roles: ['ROLE_THERAPIST'] }) });
    expect(await remoteShown()).toBe('settings /dashboard/settings');
  });

  it('signs out on /signout and lands on /signin', async () => {
    renderRoutes('/signout', clientToken());
    await expectSigninScreen();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});

/** A sixth remote, as one more entry of the registry would describe it. */
const reports: RemoteApp = {
  name: 'reports',
  folder: 'mfe-reports',
  port: 3006,
  mount: '/dashboard/reports',
  access: 'admin',
  links: ['/dashboard/reports'],
};

/** A token of someone the remote is for. */
const tokenFor = (app: RemoteApp) => (app.access === 'admin' ? adminToken() : app.access === 'everyone' ? undefined : clientToken());

describe('the route table follows the registry of apps', () => {
  it.each(REMOTE_APPS.map((app) => [app.name, app] as const))('mounts %s at its path, below it too', async (_name, app) => {
    const below = app.mount === '/' ? '/about-us' : `${app.mount}/deep/link`;
    renderWithProviders(<AppRoutes />, { route: below, token: tokenFor(app) });
    expect((await screen.findByTestId('remote')).textContent).toBe(`${app.name} ${below}`);
  });

  it('adds a sixth remote from its entry alone, with the guard its access names', async () => {
    const remotes = [...REMOTE_APPS, reports];
    const admin = renderWithProviders(<AppRoutes remotes={remotes} />, { route: '/dashboard/reports', token: adminToken() });
    expect((await screen.findByTestId('remote')).textContent).toBe('reports /dashboard/reports');
    admin.unmount();
    renderWithProviders(<AppRoutes remotes={remotes} />, { route: '/dashboard/reports', token: therapistToken() });
    // not for a therapist: the admin guard sends them to the therapists home, whose guard sends them to appointments
    expect((await screen.findByTestId('remote')).textContent).toBe('appointments /dashboard/appointments');
  });
});
