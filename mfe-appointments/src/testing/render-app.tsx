/** Mounts the App under the shell's route, with a probe that shows the router state (to check it is cleared). */
import { Route, Routes, useLocation } from '@aliento/core';
import { renderWithProviders, type RenderOptions } from '@aliento/testing';
import App from '../app/app';
import { MOUNT } from './fixtures';

function NavStateProbe() {
  const location = useLocation();
  return <output data-testid="nav-state">{JSON.stringify(location.state ?? null)}</output>;
}

export function renderApp(options: RenderOptions = {}) {
  return renderWithProviders(
    <Routes>
      <Route
        path={`${MOUNT}/*`}
        element={
          <>
            <App />
            <NavStateProbe />
          </>
        }
      />
    </Routes>,
    { route: MOUNT, ...options },
  );
}
