/**
 * The shell contract: what a remote may use of the shell (@aliento/core's public surface and the shared singletons).
 * Its major version is one number, `contract.major` in packages/core/package.json; every build (shell and remotes)
 * compiles it in (__SHELL_CONTRACT__) and writes it into its federation manifest (mf-manifest.json,
 * `metaData.buildInfo.shellContract`). The shell loads only remotes built for its own major (shell/src/features/remotes).
 * SHELL_CONTRACT_MAJOR overrides it for one build (`pnpm release <remote> --contract <major>`, the browser test of an
 * incompatible remote). bin/contract-report.mjs keeps the report of the surface (packages/core/contract.api.md).
 */
const fs = require('fs');
const path = require('path');

const CORE_PACKAGE_JSON = path.join(__dirname, '..', '..', 'core', 'package.json');
const MANIFEST_FILES = ['mf-manifest.json', 'mf-stats.json'];

/** The contract major packages/core/package.json declares. */
function declaredContractMajor() {
  const major = JSON.parse(fs.readFileSync(CORE_PACKAGE_JSON, 'utf8')).contract?.major;
  if (!Number.isInteger(major) || major < 1) throw new Error(`${CORE_PACKAGE_JSON}: "contract.major" must be a positive integer`);
  return major;
}

/** The contract major of this build: SHELL_CONTRACT_MAJOR if set, else the declared one. */
function contractMajor(env = process.env) {
  const override = env.SHELL_CONTRACT_MAJOR;
  if (override === undefined || override === '') return declaredContractMajor();
  if (!/^[1-9][0-9]*$/.test(override)) throw new Error(`SHELL_CONTRACT_MAJOR="${override}" is not a positive integer`);
  return Number(override);
}

/** Adds `shellContract` to the buildInfo of the federation manifest once MF has written it. */
class ShellContractManifestPlugin {
  constructor(major) {
    this.major = major;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ShellContractManifestPlugin', (compilation) => {
      // MF's manifest plugin emits at PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER; REPORT comes after it
      compilation.hooks.processAssets.tap({ name: 'ShellContractManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        for (const file of MANIFEST_FILES) {
          const asset = compilation.getAsset(file);
          if (!asset) continue;
          const json = JSON.parse(asset.source.source().toString());
          json.metaData = { ...json.metaData, buildInfo: { ...json.metaData?.buildInfo, shellContract: this.major } };
          compilation.updateAsset(file, new sources.RawSource(JSON.stringify(json, null, 2)));
        }
      });
    });
  }
}

module.exports = { contractMajor, declaredContractMajor, ShellContractManifestPlugin, CORE_PACKAGE_JSON };
