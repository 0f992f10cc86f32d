const { contractMajor, declaredContractMajor, recordShellContract } = require('./contract.cjs');
const { createWebpackConfig } = require('./index.cjs');
const path = require('path');

describe('the shell contract major of a build', () => {
  it('is contract.major of packages/core/package.json, unless SHELL_CONTRACT_MAJOR overrides it', () => {
    expect(declaredContractMajor()).toBe(require('../../core/package.json').contract.major);
    expect(contractMajor({})).toBe(declaredContractMajor());
    expect(contractMajor({ SHELL_CONTRACT_MAJOR: '999' })).toBe(999);
    expect(() => contractMajor({ SHELL_CONTRACT_MAJOR: 'two' })).toThrow('SHELL_CONTRACT_MAJOR="two" is not a positive integer');
  });

  it('goes into the federation manifest beside the build version, and into the code', () => {
    const stats = { metaData: { buildInfo: { buildVersion: '1.2.0', buildName: 'x' } } };
    expect(recordShellContract(3)({ stats }).metaData.buildInfo).toEqual({ buildVersion: '1.2.0', buildName: 'x', shellContract: 3 });
    const previous = process.env.SHELL_CONTRACT_MAJOR;
    process.env.SHELL_CONTRACT_MAJOR = '7';
    try {
      const config = createWebpackConfig({ dir: path.join(__dirname, '..', '..', '..', 'mfe-marketing'), exposes: { './App': './src/app/app.tsx' } })(
        {},
        { mode: 'production' },
      );
      const mf = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
      const define = config.plugins.find((p) => p.constructor.name === 'DefinePlugin');
      expect(mf._options.manifest.additionalData({ stats: { metaData: {} } }).metaData.buildInfo).toEqual({ shellContract: 7 });
      expect(define.definitions.__SHELL_CONTRACT__).toBe('7');
    } finally {
      if (previous === undefined) delete process.env.SHELL_CONTRACT_MAJOR;
      else process.env.SHELL_CONTRACT_MAJOR = previous;
    }
  });
});
