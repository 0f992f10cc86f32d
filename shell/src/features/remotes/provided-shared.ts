/**
 * Shared libraries the shell provides to the remotes (the shell contract, packages/core/contract.api.md, "Shared
 * singletons") though its own screens no longer use them. A remote built for production takes every shared library
 * from the shell (`import: false`, packages/mf-config/src/index.cjs), so the shell must keep each one in its share
 * scope: webpack provides a shared module the host's code references, and a lazy import is enough (its code loads
 * only when a remote asks for it; none of this repository's remotes does any more, the contract still offers it).
 */
export const PROVIDED_ONLY = {
  'framer-motion': () => import('framer-motion'),
} as const;
