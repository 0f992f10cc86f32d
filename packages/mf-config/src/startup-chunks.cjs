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
 * which every screen but the landing runs: its system, its components, emotion. The shell ships each set as one
 * chunk: a script element more costs the main thread 1-5 ms as a page starts (measured in traces, more on a slow
 * phone), and each set was 5 and 7 scripts. Nothing moves between pages: every page that ran one of a set's chunks
 * ran them all. When each module runs does not change (a module runs when it is first required, not when its chunk
 * arrives).
 */
const STARTUP_SHARES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'zustand',
  'zustand/vanilla',
  '@aliento/core',
  '@aliento/i18n',
  'i18next',
];
const KIT_SHARES = ['@aliento/ui/system', '@aliento/ui', '@emotion/react'];
const STARTUP_CHUNKS = { framework: sharedAsOne('framework', STARTUP_SHARES, 20), kit: sharedAsOne('kit', KIT_SHARES, 10) };

module.exports = { STARTUP_CHUNKS };
