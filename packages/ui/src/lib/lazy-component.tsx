/**
 * A component whose code is a separate chunk (React.lazy), fetched on first render or earlier through `preload`
 * (e.g. when the pointer enters the control that will show it). Two things React.lazy alone does not do: a failed
 * load is not final (`preload` after a failure, as an error boundary's retry does, fetches the chunk again), and a
 * chunk that has already arrived renders at once, without a frame of fallback.
 */
import { lazy, useState, type ComponentType } from 'react';

/** The chunk of a lazy component could not be fetched (as opposed to an error while it renders). */
export class LazyLoadError extends Error {}

export interface LazyComponent<P extends object> {
  /** Renders the loaded component; suspends while its chunk loads and throws (to an error boundary) if it failed. */
  Component: ComponentType<P>;
  /** Starts loading the chunk now, or again after a failure; the outcome is left for the render to report. */
  preload: () => void;
}

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let failed = false;

  const request = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return { default: component };
      },
      (error: unknown) => {
        failed = true;
        throw new LazyLoadError('The code of this part of the page could not be loaded', { cause: error });
      },
    );
    return pending;
  };
  // React.lazy keeps a rejection for good: after a failure, the next attempt gets a new one
  let Lazy = lazy(request);

  const preload = () => {
    if (failed) {
      failed = false;
      pending = null;
      Lazy = lazy(request);
    }
    request().catch(() => undefined);
  };

  function OnDemandComponent(props: P) {
    // chosen once per mount, so an instance never switches component type (which would remount what it shows)
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }

  return { Component: OnDemandComponent, preload };
}
