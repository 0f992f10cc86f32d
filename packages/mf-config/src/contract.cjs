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

/**
 * The federation manifest's `additionalData` hook: records the major in the stats' `metaData.buildInfo`, from which
 * MF writes mf-manifest.json (`metaData.buildInfo.shellContract`, beside `buildVersion`).
 */
function recordShellContract(major) {
  return ({ stats }) => {
    stats.metaData.buildInfo = { ...stats.metaData.buildInfo, shellContract: major };
    return stats;
  };
}

module.exports = { contractMajor, declaredContractMajor, recordShellContract, CORE_PACKAGE_JSON };
