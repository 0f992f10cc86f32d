import { Route, Routes } from '@aliento/core';
import { AppointmentsPage } from './routes/appointments-page';
import './i18n';

/** The appointments remote: its own routes (relative to /dashboard/appointments), rendered inside the shell's tree. */
export default function App() {
  return (
    <div data-remote="appointments" data-version={__APP_VERSION__}>
      <Routes>
        <Route path="*" element={<AppointmentsPage />} />
      </Routes>
    </div>
  );
}
