/**
 * Start-up: language, remotes.json (API origin + remote manifests), federation registration, runtime config,
 * then render. A missing remotes.json still renders the shell (every remote then shows its fallback).
 */
import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { apiUrl, configureApi, detectLanguage, getSession, loadRuntimeConfig, sessionStore, startEarlyCalls } from '@aliento/core';
import { cataloguesReady, initI18n } from '@aliento/i18n';
import { preloadDashboardWhenSignedIn } from '../features/layout/dashboard-frame';
import { dashboardRemoteFor, fetchRuntimeManifest, loadRemoteApp, registerAllowedRemotes } from '../features/remotes/remote-registry';
import { earlyCallsFor } from '../features/early-calls/early-calls-for';
import { awaitHandoff, replacePicture } from '../features/prerender/handoff';
import { preloadUiKitFor } from '../features/ui-boundary/ui-kit';
import { App } from './app';

/** Removes the prerendered snapshot when the live page commits (layout effect: before the browser paints). */
function ReplacePrerender({ children }: { children: ReactNode }) {
  useLayoutEffect(replacePicture, []);
  return children;
}

/** How long a prerendered landing waits for the marketing remote before the shell renders anyway. */
const PRERENDER_WAIT_MS = 8000;

export async function start(): Promise<void> {
  initI18n(detectLanguage());
  preloadUiKitFor(window.location.pathname);
  try {
    const manifest = await fetchRuntimeManifest();
    if (manifest.api) configureApi(manifest.api);
    registerAllowedRemotes();
    // a signed-in visitor's screen: its remote's code starts downloading now, while the shell renders its frame
    const remote = dashboardRemoteFor(window.location.pathname);
    if (remote) void loadRemoteApp(remote).catch(() => undefined);
    // ...and its first API calls start now too, beside the code (render-as-you-fetch)
    startEarlyCalls(earlyCallsFor(window.location.pathname, getSession().claims).map(apiUrl));
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
  preloadDashboardWhenSignedIn();
  const root = document.getElementById('root');
  if (!root) return;
  await cataloguesReady(); // an English page's common texts (loaded on demand)
  // A prerendered landing (index.html, see packages/mf-config/bin/prerender.mjs) stays on screen until the
  // marketing remote has loaded, so React's first render paints the same page instead of a loading state.
  const prerendered = document.documentElement.getAttribute('data-landing');
  const shown = (prerendered === 'es' || prerendered === 'en') && root.firstElementChild;
  if (shown && (document.documentElement.getAttribute('data-prerendered') ?? '/') !== '/') {
    // a screen's frame (/signin, /registration, the public pages but the landing, the signed-in screens):
    // the live page renders hidden beside it until the screen commits (handoff.tsx). In a container of its own: React
    // empties the element it renders into at its first commit, which would take the frame away before the screen is in
    // (a blank page while a slow remote loads, or the list's first card back to a spinner).
    const live = root.appendChild(document.createElement('div'));
    awaitHandoff(PRERENDER_WAIT_MS);
    renderInSlices(createRoot(live), <App />);
    return;
  }
  const app = createRoot(root);
  if (shown) {
    await Promise.race([loadRemoteApp('marketing').catch(() => undefined), new Promise((r) => setTimeout(r, PRERENDER_WAIT_MS))]);
    // React adds the live page beside the snapshot (it does not clear the container) and ReplacePrerender removes
    // the snapshot in the same commit, before a paint.
    renderInSlices(
      app,
      <ReplacePrerender>
        <App />
      </ReplacePrerender>,
    );
    return;
  }
  root.replaceChildren(); // a snapshot this visitor is not shown (signed in) must not stay hidden in the page
  renderInSlices(app, <App />);
}

/**
 * The first render as a transition: React renders in slices of a few milliseconds and lets the browser answer a tap
 * between them, instead of one task of hundreds of milliseconds on a slow phone (Lighthouse's total blocking time).
 */
function renderInSlices(app: Root, page: ReactNode): void {
  startTransition(() => app.render(page));
}
