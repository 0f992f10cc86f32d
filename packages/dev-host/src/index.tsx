/**
 * A remote's standalone dev host (`pnpm --filter <remote> dev`): the remote's own page renders it at every path the
 * remote owns, with what the shell gives it. Not used when the shell loads the remote (the shell loads ./App).
 */
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, configureApi, detectLanguage, loadRuntimeConfig, remoteApp } from '@aliento/core';
import { cataloguesReady, initI18n, registerNamespace } from '@aliento/i18n';
import { DevHost } from './dev-host';
import { en, es } from './texts';

export { DevHost, indexPathOf } from './dev-host';

/** Renders the remote `name` (its entry in the registry of apps) with the dev host. `?api=` overrides the API origin. */
export function startDevHost(App: ComponentType, name: string): void {
  initI18n(detectLanguage());
  registerNamespace('devHost', { es, en });
  configureApi(new URLSearchParams(window.location.search).get('api') ?? __DEV_API_URL__);
  void loadRuntimeConfig();
  const root = document.getElementById('root');
  if (!root) return;
  void cataloguesReady().then(() =>
    createRoot(root).render(
      <BrowserRouter>
        <DevHost app={App} remote={remoteApp(name)} />
      </BrowserRouter>,
    ),
  );
}
