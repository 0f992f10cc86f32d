/**
 * The shell's start-up chunks (its production build's splitChunks cache groups): what every page runs as it starts,
 * and the UI kit, each as one chunk instead of a chunk per shared module.
 */

/** The share key a chunk's origin (a shared module's provider or consumer) stands for, else undefined. */
function shareKeyOf(module) {
  return module?.options?.shareKey ?? (module?.constructor?.name === 'ProvideSharedModule' ? module._name : undefined);
}

/**
 * Whether an async chunk is one webpack made for the shared modules named (each shared module is a chunk of its own,
 * its dependencies a few more, some of a few hundred bytes).
 */
function isChunkOfShared(chunk, keys) {
  return (
    !chunk.canBeInitial() &&
    [...chunk.groupsIterable].every((group) => group.origins.length > 0 && group.origins.every((origin) => keys.includes(shareKeyOf(origin.module))))
  );
}

const FEDERATION_MODULES = new Set(['ConsumeSharedModule', 'ProvideSharedModule']);

/**
 * A cache group that ships the chunks of the shared modules named as one chunk. A module also used by another async
 * chunk (a country list both the kit and a registration form use) moves too, so no page downloads it twice.
 */
function sharedAsOne(name, keys, priority) {
  return {
    name,
    chunks: 'async',
    // the federation's own modules stay where they are: a consumer moved into the chunk would wait for that chunk
    test: (module, { chunkGraph }) =>
      !FEDERATION_MODULES.has(module.constructor.name) && chunkGraph.getModuleChunks(module).some((chunk) => isChunkOfShared(chunk, keys)),
    enforce: true,
    priority,
  };
}

/**
 * The shared modules every page of the shell runs as it starts (the landing once its visitor shows an intent):
 * React, react-dom and its scheduler, zustand, the core (the router, the session) and i18n (i18next). And the UI kit's,
 * which every screen but the landing runs: its system, its components, emotion. Each set was 5 and 7 scripts, a chunk
 * per shared module: a script element more costs the main thread 1-5 ms as a page starts (measured in traces, more
 * on a slow phone). Each set is two chunks of 35-70 KB gzip: React (react-dom) and the app's core (the router, i18next);
 * the kit's system with emotion and its components. The task that runs an arriving script grows with its size in
 * the trace Lighthouse records (its source is copied into the trace; 326 KB: 8-15 ms of a 2-core machine), so one
 * chunk per set made two of a page's longest tasks. Nothing moves between pages: every page that runs one of a set's
 * chunks runs both. When each module runs does not change (a module runs when it is first required, not when its
 * chunk arrives).
 */
const REACT_SHARES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
const CORE_SHARES = ['zustand', 'zustand/vanilla', '@aliento/core', '@aliento/i18n', 'i18next'];
const KIT_SYSTEM_SHARES = ['@aliento/ui/system', '@emotion/react'];
const KIT_COMPONENT_SHARES = ['@aliento/ui'];
/** Higher first: a module two sets use goes with the one every page runs first (React before the core before the kit). */
const STARTUP_CHUNKS = {
  framework: sharedAsOne('framework', REACT_SHARES, 22),
  core: sharedAsOne('core', CORE_SHARES, 20),
  kit: sharedAsOne('kit', KIT_SYSTEM_SHARES, 12),
  components: sharedAsOne('components', KIT_COMPONENT_SHARES, 10),
};

module.exports = { STARTUP_CHUNKS };
