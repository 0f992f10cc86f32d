/** The kit's on-demand components, through one module of this remote (tests hold its chunks back here). */
export { lazyComponent, LazyLoadError } from '@aliento/ui';
export type { LazyComponent } from '@aliento/ui';
