import { Route, Routes } from '@aliento/core';
import './i18n';
import { SettingsPage } from './routes/settings-page';

/** The settings remote: its own routes, rendered inside the shell's tree under /dashboard/settings/*. */
export default function App() {
  return (
    <div data-remote="settings" data-version={__APP_VERSION__}>
      <Routes>
        <Route path="*" element={<SettingsPage />} />
      </Routes>
    </div>
  );
}
