import { Navigate, Route, Routes, hasRole, paths, useSession } from '@aliento/core';
import { AdminArea } from './routes/admin-area';
import './i18n';

/**
 * The admin remote. The shell mounts it only for ROLE_ADMIN and the API refuses everyone else; checking the
 * claims here too means a mistaken mount never renders admin screens or calls admin endpoints.
 */
export default function App() {
  const { claims } = useSession();
  const isAdmin = hasRole('ROLE_ADMIN', claims);
  return (
    <div data-remote="admin" data-version={__APP_VERSION__}>
      {isAdmin ? (
        <Routes>
          <Route path="*" element={<AdminArea />} />
        </Routes>
      ) : (
        <Navigate to={paths.therapists} replace />
      )}
    </div>
  );
}
