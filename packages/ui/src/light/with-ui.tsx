import { lazy, Suspense, type ReactNode } from 'react';
import { LightLoading } from './loading';
import type { UiKit } from './kit-loader';

/**
 * Builds a boundary that loads the kit's Chakra provider (and Chakra with it) the first time a screen that uses
 * Chakra renders. The caller passes its kit loader, `kitLoader(() => import('@aliento/ui'))`, so the import goes
 * through the federation's shared singleton rather than a private copy, and the kit loads in steps.
 */
export function createWithUi(loadKit: () => Promise<UiKit>) {
  const UiProvider = lazy(() => loadKit().then((kit) => ({ default: kit.UiProvider })));
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
