import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { LightLoading } from './loading';

type Provider = ComponentType<{ children: ReactNode }>;

/**
 * Builds a boundary that loads the kit's Chakra provider (and Chakra with it) the first time a screen that uses
 * Chakra renders. The caller passes the import, `() => import('@aliento/ui').then((m) => ({ default: m.UiProvider }))`,
 * so it goes through the federation's shared singleton rather than a private copy.
 */
export function createWithUi(load: () => Promise<{ default: Provider }>) {
  const UiProvider = lazy(load);
  /** `label` shows a labelled spinner while Chakra loads; without one the space stays blank (busy). */
  return function WithUi({ label, minHeight = '60vh', children }: { label?: string; minHeight?: string; children: ReactNode }) {
    const fallback = label ? <LightLoading label={label} minHeight={minHeight} /> : <div aria-busy="true" style={{ minHeight }} />;
    return (
      <Suspense fallback={fallback}>
        <UiProvider>{children}</UiProvider>
      </Suspense>
    );
  };
}
