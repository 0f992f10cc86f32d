const path = require('path');
const { createWebpackConfig } = require('./index.cjs');
const { sharedMap } = require('./shared.cjs');

const repo = path.resolve(__dirname, '..', '..', '..');

/** The shared options the federation plugin of an app's build gets. */
function federationShared(app, mode, exposes) {
  const previous = process.env.STANDALONE;
  delete process.env.STANDALONE;
  try {
    const config = createWebpackConfig({ dir: path.join(repo, app), exposes })({}, { mode });
    return config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')._options.shared;
  } finally {
    if (previous !== undefined) process.env.STANDALONE = previous;
  }
}

describe("the federation runtime's version check of the shared modules", () => {
  it('is left out of a production build, the shell and a remote (the shell contract keeps mismatched remotes out)', () => {
    const shell = federationShared('shell', 'production');
    expect(Object.keys(shell).sort()).toEqual(Object.keys(sharedMap(path.join(repo, 'shell'), { host: true })).sort());
    for (const [name, options] of Object.entries(shell)) {
      expect([name, options]).toEqual([name, expect.objectContaining({ singleton: true, requiredVersion: false })]);
      expect(options.import).toBeUndefined(); // the shell provides every one
    }
    const remote = federationShared('mfe-directory', 'production', { './App': './src/app/app.tsx' });
    for (const [name, options] of Object.entries(remote)) {
      expect([name, options]).toEqual([name, expect.objectContaining({ singleton: true, requiredVersion: false, import: false })]);
    }
  });

  it("stays in a dev server's build, with the ranges the app's package.json pins", () => {
    const shell = federationShared('shell', 'development');
    expect(shell.react.requiredVersion).toBe(require(path.join(repo, 'shell', 'package.json')).dependencies.react);
    expect(shell['@aliento/core']).toMatchObject({ version: '1.0.0', requiredVersion: '^1.0.0' });
    expect(shell.react.import).toBeUndefined();
  });
});

describe("the shell's start-up chunks", () => {
  /** The cache groups of an app's production build. */
  function cacheGroups(app, exposes) {
    const config = createWebpackConfig({ dir: path.join(repo, app), exposes })({}, { mode: 'production' });
    return config.optimization.splitChunks?.cacheGroups ?? {};
  }
  // webpack's view of a build, as much of it as the cache groups read: a shared module's provider and consumer (the
  // origins of the chunk webpack makes for it), an import() of the app's own code, the chunks a module is in
  class ProvideSharedModule {
    constructor(key) {
      this._name = key;
    }
  }
  class ConsumeSharedModule {
    constructor(key) {
      this.options = { shareKey: key };
    }
  }
  class NormalModule {}
  const chunkOfShared = (key) => ({
    canBeInitial: () => false,
    groupsIterable: [{ origins: [{ module: new ProvideSharedModule(key) }, { module: new ConsumeSharedModule(key) }] }],
  });
  const lazyChunk = { canBeInitial: () => false, groupsIterable: [{ origins: [{ module: new NormalModule(), request: './forms' }] }] };
  const entryChunk = { canBeInitial: () => true, groupsIterable: [{ origins: [] }] };
  /** Whether a cache group takes a module that is in the chunks given. */
  const takes = (group, module, chunks) => group.test(module, { chunkGraph: { getModuleChunks: (m) => (m === module ? chunks : []) } });

  it('ship what every page runs as it starts as two chunks: React (react-dom); zustand, the core (the router) and i18n', () => {
    const { framework, core } = cacheGroups('shell');
    expect(framework).toMatchObject({ name: 'framework', chunks: 'async', enforce: true });
    expect(core).toMatchObject({ name: 'core', chunks: 'async', enforce: true });
    for (const key of ['react', 'react/jsx-runtime', 'react-dom/client'])
      expect([key, takes(framework, new NormalModule(), [chunkOfShared(key)]), takes(core, new NormalModule(), [chunkOfShared(key)])]).toEqual([
        key,
        true,
        false,
      ]);
    for (const key of ['zustand', '@aliento/core', '@aliento/i18n', 'i18next'])
      expect([key, takes(core, new NormalModule(), [chunkOfShared(key)]), takes(framework, new NormalModule(), [chunkOfShared(key)])]).toEqual([
        key,
        true,
        false,
      ]);
    // a module both use goes with React, which every page runs first
    expect(core.priority).toBeLessThan(framework.priority);
    // a module the core shares with a form loaded later moves too (no page downloads it twice)
    expect(takes(core, new NormalModule(), [lazyChunk, chunkOfShared('@aliento/core')])).toBe(true);
    // what only some screens run, the kit, the entry's own modules stay where they are
    for (const chunks of [[lazyChunk], [chunkOfShared('framer-motion')], [chunkOfShared('@aliento/ui')], [entryChunk]]) {
      expect(takes(framework, new NormalModule(), chunks)).toBe(false);
      expect(takes(core, new NormalModule(), chunks)).toBe(false);
    }
  });

  it("ship the UI kit, which the landing's start does not run, as two more: its system with emotion, its components", () => {
    const { kit, components, core } = cacheGroups('shell');
    expect(kit).toMatchObject({ name: 'kit', chunks: 'async', enforce: true });
    expect(components).toMatchObject({ name: 'components', chunks: 'async', enforce: true });
    expect(kit.priority).toBeLessThan(core.priority); // a module the kit and the core use goes with the core
    expect(components.priority).toBeLessThan(kit.priority); // one the components and the system use, with the system
    for (const key of ['@aliento/ui/system', '@emotion/react']) expect(takes(kit, new NormalModule(), [chunkOfShared(key)])).toBe(true);
    expect(takes(components, new NormalModule(), [chunkOfShared('@aliento/ui')])).toBe(true);
    expect(takes(kit, new NormalModule(), [chunkOfShared('@aliento/ui')])).toBe(false);
    for (const chunks of [[lazyChunk], [chunkOfShared('react-dom')], [chunkOfShared('framer-motion')]]) {
      expect(takes(kit, new NormalModule(), chunks)).toBe(false);
      expect(takes(components, new NormalModule(), chunks)).toBe(false);
    }
  });

  it("leave the federation's own modules where they are (a consumer moved into the chunk it waits for never loads)", () => {
    const groups = cacheGroups('shell');
    for (const module of [new ConsumeSharedModule('react'), new ProvideSharedModule('react')])
      for (const [name, key] of [
        ['framework', 'react-dom'],
        ['core', '@aliento/core'],
        ['kit', '@aliento/ui/system'],
        ['components', '@aliento/ui'],
      ])
        expect([name, takes(groups[name], module, [chunkOfShared(key)])]).toEqual([name, false]);
  });

  it("are the shell's alone: a remote takes those modules from the shell", () => {
    expect(cacheGroups('mfe-directory', { './App': './src/app/app.tsx' })).toEqual({});
  });
});

describe("the federation's runtime plugins", () => {
  /** The runtime plugins of the federation plugin of a build's config. */
  const runtimePlugins = (config) => config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')._options.runtimePlugins;

  it("of the shell: the runtime it publishes for the remotes, then its own (each shared module's load a task of its own)", () => {
    const shell = require(path.join(repo, 'shell', 'webpack.config.cjs'))({}, { mode: 'production' });
    const plugins = runtimePlugins(shell);
    expect(plugins).toHaveLength(2);
    expect(plugins[0]).toMatch(/inject-external-runtime-core-plugin/);
    expect(plugins[1]).toBe(path.join(repo, 'shell', 'src', 'features', 'remotes', 'shares-in-tasks.ts'));
  });

  it("of a remote: only those its config names (none): it runs on the shell's runtime and its plugins", () => {
    const remote = createWebpackConfig({ dir: path.join(repo, 'mfe-directory'), exposes: { './App': './src/app/app.tsx' } })(
      {},
      { mode: 'production' },
    );
    expect(runtimePlugins(remote)).toEqual([]);
  });
});
