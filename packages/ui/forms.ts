// `@aliento/ui/forms`: form helpers each app bundles itself (not the shared kit singleton), so a remote that uses one
// does not depend on the shell's kit having it.
export { lazyResolver } from './src/lib/lazy-resolver';
