/**
 * Start-up: language, remotes.json (API origin + remote manifests), federation registration, runtime config,
 * then render. A missing remotes.json still renders the shell (every remote then shows its fallback).
 */
import { createRoot } from 'react-dom/client';
import { configureApi, detectLanguage, loadRuntimeConfig, sessionStore } from '@aliento/core';
import { initI18n } from '@aliento/i18n';
import { fetchRuntimeManifest, registerAllowedRemotes } from '../features/remotes/remote-registry';
import { App } from './app';

export async function start(): Promise<void> {
  initI18n(detectLanguage());
  try {
    const manifest = await fetchRuntimeManifest();
    if (manifest.api) configureApi(manifest.api);
    registerAllowedRemotes();
  } catch (error) {
    console.error('[shell] could not read remotes.json', error);
  }
  // An admin who signs in during this page's life gets the admin remote registered then.
  sessionStore.subscribe(() => {
    try {
      registerAllowedRemotes();
    } catch {
      // nothing to register
    }
  });
  void loadRuntimeConfig();
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App />);
}
