import { Navigate, Route, Routes, hasRole, paths, useSession } from '@aliento/core';
import { DirectoryPage } from './routes/directory-page';
import { TherapistDetailPage } from './routes/therapist-detail-page';
import './i18n';

/**
 * The directory remote (mounted at /dashboard/therapists/*): the directory and a therapist's page.
 * The shell already sends therapists and admins elsewhere; the same rule here keeps the remote safe on its own.
 */
export default function App() {
  const { claims } = useSession();
  const redirect = hasRole('ROLE_ADMIN', claims) ? paths.admin : hasRole('ROLE_THERAPIST', claims) ? paths.appointments : null;
  return (
    <div data-remote="directory" data-version={__APP_VERSION__}>
      {redirect ? (
        <Navigate to={redirect} replace />
      ) : (
        <Routes>
          <Route index element={<DirectoryPage />} />
          <Route path=":id" element={<TherapistDetailPage />} />
          <Route path="*" element={<Navigate to={paths.therapists} replace />} />
        </Routes>
      )}
    </div>
  );
}
