/**
 * Panels whose code is fetched on demand (the forms carry react-hook-form, which the users table does not need):
 * the kit's OnDemand gives a loading state while the code arrives and a message with a retry if it cannot be fetched.
 */
import type { ComponentType } from 'react';
import { lazyComponent, OnDemand } from '@aliento/ui';
import { useTranslation } from '@aliento/i18n';
import { NS } from '../../../app/i18n';

export type LazyPanel<P> = ComponentType<P> & {
  /** Starts fetching the code (on the action that will show the panel); a failure is shown when it renders. */
  preload: () => void;
};

/** `load` resolves to the panel's component; it is fetched once, and again only after a failure. */
export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>): LazyPanel<P> {
  // A preloaded panel renders at once (no loading flash) and keeps its type while mounted.
  const { Component: Content, preload } = lazyComponent(load);

  function Panel(props: P) {
    const { t } = useTranslation(NS);
    return (
      <OnDemand loading={t('common.loading')} failed={t('common.panelLoadError')} onRetry={preload} minH="120px">
        <Content {...props} />
      </OnDemand>
    );
  }

  return Object.assign(Panel, { preload });
}
