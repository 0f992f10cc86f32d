/**
 * The route table of the spec: public pages, auth screens, and the protected dashboard with role redirects. Each
 * remote's route comes from the registry of apps (its mount path and who may use it); adding a remote adds its route.
 * Screens built with Chakra (auth, dashboard remotes) load it through WithUi; the landing path stays light.
 */
import { lazy, type ReactNode } from 'react';
import { Navigate, REMOTE_APPS, Route, Routes, paths, type RemoteApp } from '@aliento/core';
import { DashboardFrame } from '../features/layout/dashboard-frame';
import { PublicLayout } from '../features/layout/page-layout';
import { DashboardHome, RequireAdmin, RequireApproved, RequireClient } from '../features/guards/guards';
import { RemoteView } from '../features/remotes/remote-view';
import { SignoutPage } from '../features/auth/signout-page';
import { WithUi } from '../features/ui-boundary/with-ui';

const SigninPage = lazy(() => import('../features/auth/signin-page').then((m) => ({ default: m.SigninPage })));
const RegistrationPage = lazy(() => import('../features/auth/registration-page').then((m) => ({ default: m.RegistrationPage })));

/** A public remote's route inside the public layout: '/' is the catch-all (every path no other route takes). */
const publicPath = (app: RemoteApp) => (app.mount === '/' ? '*' : `${app.mount.slice(1)}/*`);
/** A dashboard remote's route inside /dashboard (its mount without the '/dashboard/' part). */
const dashboardPath = (app: RemoteApp) => `${app.mount.slice(paths.dashboard.length + 1)}/*`;

/** The guard for who may use a dashboard remote (the dashboard itself already needs an approved sign-in). */
function guarded(app: RemoteApp, element: ReactNode) {
  if (app.access === 'client') return <RequireClient>{element}</RequireClient>;
  if (app.access === 'admin') return <RequireAdmin>{element}</RequireAdmin>;
  return element;
}

/** The routes; `remotes` is the registry's list (a test passes its own). */
export function AppRoutes({ remotes = REMOTE_APPS }: { remotes?: readonly RemoteApp[] }) {
  const publicRemotes = remotes.filter((app) => app.access === 'everyone');
  const dashboardRemotes = remotes.filter((app) => app.access !== 'everyone');
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route
          path="/signin"
          element={
            <WithUi>
              <SigninPage />
            </WithUi>
          }
        />
        <Route
          path="/registration"
          element={
            <WithUi>
              <RegistrationPage />
            </WithUi>
          }
        />
        {/* the e-mail confirmation link: one of the auth screens, in the sign-in page's chunk */}
        <Route
          path="/verify-email"
          element={
            <WithUi>
              <SigninPage />
            </WithUi>
          }
        />
        {publicRemotes.map((app) => (
          <Route key={app.name} path={publicPath(app)} element={<RemoteView name={app.name} />} />
        ))}
      </Route>
      <Route path="/signout" element={<SignoutPage />} />
      <Route
        path="/dashboard"
        element={
          <RequireApproved>
            <DashboardFrame />
          </RequireApproved>
        }
      >
        <Route index element={<DashboardHome />} />
        {dashboardRemotes.map((app) => (
          <Route
            key={app.name}
            path={dashboardPath(app)}
            element={guarded(
              app,
              <WithUi>
                <RemoteView name={app.name} />
              </WithUi>,
            )}
          />
        ))}
        <Route path="*" element={<Navigate to={paths.dashboard} replace />} />
      </Route>
    </Routes>
  );
}
