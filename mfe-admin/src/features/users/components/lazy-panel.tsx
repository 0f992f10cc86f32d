/**
 * Panels whose code is fetched on demand (the forms carry react-hook-form, which the users table does not need):
 * a loading state while the code arrives, and a message with a retry if it cannot be fetched.
 */
import { Component, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Alert, Button, lazyComponent, LazyLoadError, LoadingBlock } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

class PanelBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Any other error is a bug in the panel itself: it goes on to the remote's boundary, as before the split.
    if (!(error instanceof LazyLoadError)) throw error;
    return <PanelLoadFailed onRetry={this.props.onRetry} />;
  }
}

function PanelLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title flex="1">{t('common.panelLoadError')}</Alert.Title>
      <Button size="sm" minH="44px" variant="outline" onClick={onRetry}>{t('common.retry')}</Button>
    </Alert.Root>
  );
}

export type LazyPanel<P> = ComponentType<P> & {
  /** Starts fetching the code (on the action that will show the panel); a failure is shown when it renders. */
  preload: () => void;
};

/** `load` resolves to the panel's component; it is fetched once, and again only after a failure. */
export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>): LazyPanel<P> {
  // The kit's lazy component: a preloaded panel renders at once (no loading flash) and keeps its type while mounted.
  const { Component: Content, preload } = lazyComponent(load);

  function Panel(props: P) {
    const { t } = useTranslation(NS);
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      preload();
      setAttempt((n) => n + 1);
    };
    return (
      <PanelBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<LoadingBlock label={t('common.loading')} minH="120px" />}>
          <Content {...props} />
        </Suspense>
      </PanelBoundary>
    );
  }

  return Object.assign(Panel, { preload });
}
