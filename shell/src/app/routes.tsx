/**
 * The route table of the spec: public pages, auth screens, and the protected dashboard with role redirects.
 * Screens built with Chakra (auth, dashboard remotes) load it through WithUi; the landing path stays light.
 */
import { lazy } from 'react';
import { Navigate, Route, Routes } from '@aliento/core';
import { DashboardFrame } from '../features/layout/dashboard-frame';
import { PublicLayout } from '../features/layout/page-layout';
import { DashboardHome, RequireAdmin, RequireApproved, RequireClient } from '../features/guards/guards';
import { RemoteView } from '../features/remotes/remote-view';
import { SignoutPage } from '../features/auth/signout-page';
import { WithUi } from '../features/ui-boundary/with-ui';

const SigninPage = lazy(() => import('../features/auth/signin-page').then((m) => ({ default: m.SigninPage })));
const RegistrationPage = lazy(() => import('../features/auth/registration-page').then((m) => ({ default: m.RegistrationPage })));

export function AppRoutes() {
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
        <Route path="*" element={<RemoteView name="marketing" />} />
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
        <Route
          path="therapists/*"
          element={
            <RequireClient>
              <WithUi>
                <RemoteView name="directory" />
              </WithUi>
            </RequireClient>
          }
        />
        <Route
          path="appointments/*"
          element={
            <WithUi>
              <RemoteView name="appointments" />
            </WithUi>
          }
        />
        <Route
          path="settings/*"
          element={
            <WithUi>
              <RemoteView name="settings" />
            </WithUi>
          }
        />
        <Route
          path="admin/*"
          element={
            <RequireAdmin>
              <WithUi>
                <RemoteView name="admin" />
              </WithUi>
            </RequireAdmin>
          }
        />
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
