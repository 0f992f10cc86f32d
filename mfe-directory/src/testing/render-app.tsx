import { Route, Routes, useLocation } from '@aliento/core';
import { clientToken, renderWithProviders } from '@aliento/testing';
import type { Language } from '@aliento/core';
import App from '../app/app';

/** Stands in for the appointments remote: shows the router state it was given. */
function AppointmentsProbe() {
  const location = useLocation();
  return <div data-testid="appointments">{JSON.stringify(location.state ?? null)}</div>;
}

/** Mounts the remote under /dashboard/therapists/* as the shell does. */
export function renderApp(route: string, options: { language?: Language; token?: string } = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard/therapists/*" element={<App />} />
      <Route path="/dashboard/appointments" element={<AppointmentsProbe />} />
      <Route path="/dashboard/admin" element={<div data-testid="admin" />} />
    </Routes>,
    { route, language: options.language ?? 'es', token: options.token ?? clientToken() },
  );
}
