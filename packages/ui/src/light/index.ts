/**
 * The light layer of the UI kit: what the public path renders before (or without) Chakra. Its CSS is
 * `base.css`, inlined into each app's index.html at build time (packages/mf-config).
 */
export { LightLoading } from './loading';
export { createWithUi } from './with-ui';
export { kitLoader, kitLoaderInSteps, nextTask } from './kit-loader';
export type { KitSteps, KitSystem, UiKit } from './kit-loader';
export { LightIcon } from './icon';
export type { IconNode, LightIconProps } from './icon';
export { ToastArea } from './toast-area';
