/**
 * Development harness: renders one remote's App on its own (its own dev server and a minimal host), with the
 * same providers the shell gives it. Not used when the remote is loaded by the shell.
 */
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, configureApi, detectLanguage, loadRuntimeConfig } from '@aliento/core';
import { cataloguesReady, initI18n } from '@aliento/i18n';
import { UiProvider } from './providers';

export function renderStandalone(App: ComponentType, { basePath = '/' }: { basePath?: string } = {}): void {
  initI18n(detectLanguage());
  const params = new URLSearchParams(window.location.search);
  configureApi(params.get('api') ?? `${window.location.protocol}//${window.location.hostname}:8080`);
  void loadRuntimeConfig();
  const path = basePath === '/' ? '/*' : `${basePath}/*`;
  const root = document.getElementById('root');
  if (!root) return;
  void cataloguesReady().then(() =>
    createRoot(root).render(
      <BrowserRouter>
        <UiProvider>
          <Routes>
            <Route path={path} element={<App />} />
          </Routes>
        </UiProvider>
      </BrowserRouter>,
    ),
  );
}
