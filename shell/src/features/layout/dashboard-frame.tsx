import { lazy, Suspense, useState } from 'react';
import { sessionStore } from '@aliento/core';
import { useTranslation } from '@aliento/i18n';
import { LightLoading } from '@aliento/ui/light';
import { RemoteBoundary, RemoteFallback } from '../remotes/remote-view';
// The signed-in frame's session styles ride with the shell's CSS: a stylesheet of the async chunk would add
// webpack's CSS-chunk loader to every page, the landing included (about 0.4 KiB of JavaScript).
import '../session/session.css';

/** The signed-in frame (top bar and layout) is a chunk of its own: a visitor's landing does not download it. */
const loadDashboardLayout = () => import('./dashboard-layout').then((m) => ({ default: m.DashboardLayout }));
/** Replaced after a failed fetch, so a retry (or the next visit to the dashboard) fetches the chunk again. */
let DashboardLayout = lazy(loadDashboardLayout);

/**
 * Fetches the signed-in frame ahead of time whenever a token is stored (at start-up or at sign-in), so the
 * dashboard does not wait for it; a visitor without a session never downloads it.
 */
export function preloadDashboardWhenSignedIn(): void {
  const preload = () => {
    if (sessionStore.getState().token) void loadDashboardLayout().catch(() => undefined);
  };
  preload();
  sessionStore.subscribe(preload);
}

/** The dashboard's layout, loaded on demand; if its chunk cannot be fetched, a message with a retry. */
export function DashboardFrame() {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    DashboardLayout = lazy(loadDashboardLayout);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary key={attempt} onRetry={retry} fallback={(again) => <RemoteFallback onRetry={again} />}>
      <Suspense fallback={<LightLoading label={t('remote.loading')} minHeight="100vh" />}>
        <DashboardLayout />
      </Suspense>
    </RemoteBoundary>
  );
}
