const path = require('path');
const { sharedMap } = require('./shared.cjs');

const repo = path.resolve(__dirname, '..', '..', '..');

describe('the shared-dependency map', () => {
  it('shares the framework as singletons with the versions the app pins', () => {
    const shared = sharedMap(path.join(repo, 'mfe-directory'));
    const pkg = require(path.join(repo, 'mfe-directory', 'package.json'));
    for (const dep of [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      '@emotion/react',
      'framer-motion',
      'i18next',
      'zustand',
      'zustand/vanilla',
    ]) {
      expect(shared[dep]).toMatchObject({ singleton: true });
    }
    // the router, react-i18next and Chakra travel inside the kit's singletons, trimmed to what is used
    for (const dep of ['react-router-dom', 'react-i18next', '@chakra-ui/react']) expect(shared[dep]).toBeUndefined();
    expect(shared.react.requiredVersion).toBe(pkg.dependencies.react);
  });

  it('gives the workspace singletons a real semver version', () => {
    const shared = sharedMap(path.join(repo, 'shell'), { host: true });
    for (const dep of ['@aliento/core', '@aliento/ui', '@aliento/ui/system', '@aliento/i18n']) {
      expect(shared[dep]).toMatchObject({ singleton: true, version: '1.0.0', requiredVersion: '^1.0.0' });
    }
  });

  it('is the same map for the shell and every remote', () => {
    const keys = (dir) => Object.keys(sharedMap(path.join(repo, dir))).sort();
    for (const dir of ['mfe-marketing', 'mfe-directory', 'mfe-appointments', 'mfe-settings', 'mfe-admin']) {
      expect(keys(dir)).toEqual(keys('shell'));
    }
  });
});

describe("the shell's own singletons", () => {
  it("shares the kit's first part from the shell alone (only its kit loader imports it)", () => {
    expect(sharedMap(path.join(repo, 'shell'), { host: true })['@aliento/ui/system']).toMatchObject({ singleton: true, version: '1.0.0' });
    for (const dir of ['mfe-marketing', 'mfe-directory']) expect(sharedMap(path.join(repo, dir))['@aliento/ui/system']).toBeUndefined();
  });
});
