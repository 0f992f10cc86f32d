import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '@aliento/i18n';
import { LightLoading } from '@aliento/ui/light';
import { loadedRemoteApp, loadRemoteApp, type RemoteName } from './remote-registry';
import './remote-view.css';

interface BoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Shows `fallback` (with a retry) instead of children that failed to load or render. */
export class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[shell] a remote failed', error);
  }

  retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/** What a visitor sees when a remote cannot load: in the page's language, with a retry button (plain CSS). */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" data-testid="remote-fallback" className="al-remote-fallback">
      <h2 className="al-h2">{t('remote.failedTitle')}</h2>
      <p className="al-muted">{t('remote.failedBody')}</p>
      <button type="button" className="al-btn al-btn-brand" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </div>
  );
}

/** Renders a remote's App inside the shell's tree, isolated by an error boundary. */
export function RemoteView({
  name,
  load = loadRemoteApp,
  loaded = loadedRemoteApp,
}: {
  name: RemoteName;
  load?: (n: RemoteName) => Promise<{ default: ComponentType }>;
  loaded?: (n: RemoteName) => { default: ComponentType } | undefined;
}) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  // An App already loaded (the prerendered landing waits for it) renders at once, so the first paint is kept.
  const RemoteApp = useMemo(() => {
    const ready = attempt === 0 ? loaded(name) : undefined;
    return ready ? ready.default : lazy(() => load(name));
  }, [name, attempt, load, loaded]);
  return (
    <RemoteBoundary key={`${name}-${attempt}`} onRetry={() => setAttempt((n) => n + 1)} fallback={(retry) => <RemoteFallback onRetry={retry} />}>
      <Suspense fallback={<LightLoading label={t('remote.loading')} minHeight="60vh" />}>
        <RemoteApp />
      </Suspense>
    </RemoteBoundary>
  );
}
