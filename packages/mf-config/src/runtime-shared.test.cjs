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

describe("the shell's framework chunk", () => {
  /** The cache groups of an app's production build. */
  function cacheGroups(app, exposes) {
    const config = createWebpackConfig({ dir: path.join(repo, app), exposes })({}, { mode: 'production' });
    return config.optimization.splitChunks?.cacheGroups ?? {};
  }

  it('puts React, react-dom, its scheduler and zustand in one chunk (one script at start-up instead of six)', () => {
    const { framework } = cacheGroups('shell');
    expect(framework).toMatchObject({ name: 'framework', chunks: 'async', enforce: true });
    const pnpm = (pkg, file) => `/repo/node_modules/.pnpm/${pkg}@1.0.0/node_modules/${pkg}/${file}`;
    for (const [pkg, file] of [
      ['react', 'index.js'],
      ['react', 'cjs/react-jsx-runtime.production.js'],
      ['react-dom', 'client.js'],
      ['react-dom', 'cjs/react-dom-client.production.js'],
      ['scheduler', 'index.js'],
      ['zustand', 'esm/vanilla.mjs'],
    ])
      expect(framework.test.test(pnpm(pkg, file))).toBe(true);
    // what only some screens run stays where it is
    for (const [pkg, file] of [
      ['react-router', 'dist/index.mjs'],
      ['react-i18next', 'dist/es/index.js'],
      ['react-hook-form', 'dist/index.esm.mjs'],
    ])
      expect(framework.test.test(pnpm(pkg, file))).toBe(false);
    expect(framework.test.test(path.join(repo, 'packages', 'ui', 'src', 'react-thing.ts'))).toBe(false);
  });

  it("is the shell's alone: a remote takes those modules from the shell", () => {
    expect(cacheGroups('mfe-directory', { './App': './src/app/app.tsx' }).framework).toBeUndefined();
  });
});
