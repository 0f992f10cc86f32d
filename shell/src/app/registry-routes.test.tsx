import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { REMOTE_APPS, type RemoteApp } from '@aliento/core';
import { renderWithProviders, clientToken, therapistToken, adminToken } from '@aliento/testing';
import { AppRoutes } from './routes';

/** A sixth remote, as one more entry of the registry would describe it. */
const reports: RemoteApp = {
  name: 'reports',
  folder: 'mfe-reports',
  port: 3006,
  mount: '/dashboard/reports',
  access: 'admin',
  links: ['/dashboard/reports'],
};

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
