/** The route table of the spec: public pages, auth screens, and the protected dashboard with role redirects. */
import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardLayout, PublicLayout } from '../features/layout/layouts';
import { DashboardHome, RequireAdmin, RequireApproved, RequireClient } from '../features/guards/guards';
import { RemoteView } from '../features/remotes/remote-view';
import { SigninPage } from '../features/auth/signin-page';
import { SignoutPage } from '../features/auth/signout-page';
import { RegistrationPage } from '../features/auth/registration-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="/signin" element={<SigninPage />} />
        <Route path="/registration" element={<RegistrationPage />} />
        <Route path="*" element={<RemoteView name="marketing" />} />
      </Route>
      <Route path="/signout" element={<SignoutPage />} />
      <Route path="/dashboard" element={<RequireApproved><DashboardLayout /></RequireApproved>}>
        <Route index element={<DashboardHome />} />
        <Route path="therapists/*" element={<RequireClient><RemoteView name="directory" /></RequireClient>} />
        <Route path="appointments/*" element={<RemoteView name="appointments" />} />
        <Route path="settings/*" element={<RemoteView name="settings" />} />
        <Route path="admin/*" element={<RequireAdmin><RemoteView name="admin" /></RequireAdmin>} />
        <Route path="*" element={<Navigate to="/dashboard" replace />} />
      </Route>
    </Routes>
  );
}
