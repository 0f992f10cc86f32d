/**
 * webpack 5 + Module Federation configuration shared by the shell and every remote.
 * Usage in an app's webpack.config.cjs (its name and port come from the registry of apps, by its folder):
 *   module.exports = createWebpackConfig({ dir: __dirname, exposes: { './App': './src/app/app.tsx' } });
 */
const path = require('path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedMap } = require('./shared.cjs');
const { CSP_HASHES_FILE, inlineScriptHashes } = require('./security-headers.cjs');
const { APPS, API_PORT, appInFolder } = require('./apps.cjs');
const { contractMajor, recordShellContract } = require('./contract.cjs');
const { STARTUP_CHUNKS } = require('./startup-chunks.cjs');
const { CompileHintsPlugin, STARTUP_SCRIPTS } = require('./compile-hints.cjs');

const repoRoot = path.resolve(__dirname, '..', '..', '..');
/** The UI kit's light layer (tokens, reset, plain classes), inlined into every index.html: styled first paint. */
const baseCssFile = path.join(repoRoot, 'packages', 'ui', 'src', 'light', 'base.css');
const fs = require('fs');

/** The ES module build of MF's inject-external-runtime-core-plugin (its CommonJS build would bundle runtime-core twice). */
function externalRuntimeProvider() {
  const enhancedMain = require.resolve('@module-federation/enhanced/webpack');
  const pluginMain = require.resolve('@module-federation/inject-external-runtime-core-plugin', { paths: [path.dirname(enhancedMain)] });
  return path.join(path.dirname(pluginMain), 'index.js');
}

/**
 * Writes the hashes of the page's inline scripts (csp-hashes.json) as the page is emitted, so the Content-Security-
 * Policy of the shell's pages can allow exactly those scripts without 'unsafe-inline' (security-headers.cjs).
 */
class CspHashesPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('CspHashesPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('CspHashesPlugin', (data) => {
        const body = JSON.stringify({ scriptHashes: inlineScriptHashes(data.html) }, null, 2) + '\n';
        compilation.emitAsset(CSP_HASHES_FILE, new webpack.sources.RawSource(body));
        return data;
      });
    });
  }
}

function swcRule() {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * A shared module's options as the federation runtime gets them. A hosted remote provides nothing (see below). A
 * production build leaves out the runtime's own version check of each singleton (`requiredVersion: false`): a semver
 * parse of every shared module's range as the page starts, 8-10 ms of the shell's first task on a fast machine (four
 * times that on a slow phone), for a mismatch it would only warn about. The shell contract is what keeps a remote built
 * for other singletons out: their majors are part of it (contract-report.cjs), and the shell loads only remotes built
 * for its major (shell/src/features/remotes). A dev server keeps the check and its warning.
 */
function forRuntime(config, { prod, hostedRemote }) {
  return { ...config, ...(prod ? { requiredVersion: false } : {}), ...(hostedRemote ? { import: false } : {}) };
}

/**
 * @param {object} o
 * @param {string} o.dir        app folder (holds package.json, src/, public/)
 * @param {string} [o.name]     federation name (default: the registry's name of the app in `dir`)
 * @param {Record<string,string>} [o.exposes]  remotes expose './App'
 * @param {string} [o.publicPath] 'auto' for remotes, '/' for the shell
 * @param {string[]} [o.runtimePlugins] the app's own federation runtime plugins (files), after the shell's published
 *   runtime-core for a host
 */
function createWebpackConfig({ dir, name = appInFolder(dir).name, exposes, publicPath, runtimePlugins = [] }) {
  return (_env, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const prod = mode === 'production';
    const pkg = require(path.join(dir, 'package.json'));
    const version = process.env.APP_VERSION || pkg.version;
    // the same version in the federation manifest (mf-manifest.json, metaData.buildInfo.buildVersion) as in the code
    process.env.MF_BUILD_VERSION = version;
    // the major of the shell contract this build is made for: in the code and in mf-manifest.json (contract.cjs)
    const shellContract = contractMajor();
    const envPort = process.env[`${name.toUpperCase()}_PORT`];
    const port = Number(envPort || APPS[name].port);
    const isHost = !exposes;
    const outDir = process.env.OUT_DIR ? path.resolve(process.env.OUT_DIR) : path.join(dir, 'dist');
    // A production remote runs only inside the shell (it uses the shell's federation runtime, see `experiments`),
    // so it also takes every shared library from the shell instead of carrying its own fallback copy: its entry
    // lists no providers and its dist holds no second React. A dev server or STANDALONE=1 keeps the fallbacks.
    const hostedRemote = !isHost && prod && process.env.STANDALONE !== '1';
    const shared = Object.fromEntries(
      Object.entries(sharedMap(dir, { host: isHost })).map(([key, config]) => [key, forRuntime(config, { prod, hostedRemote })]),
    );
    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      // SOURCE_MAPS=1 adds source maps to a production build (to see what a chunk is made of).
      devtool: prod ? (process.env.SOURCE_MAPS === '1' ? 'source-map' : false) : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: outDir,
        publicPath: publicPath || (isHost ? '/' : 'auto'),
        filename: '[name].js',
        chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: `aliento_${name}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          swcRule(),
          // Production CSS goes to .css files next to its chunk (loaded with it, no JavaScript strings or injection
          // runtime in the bundle); development keeps style-loader.
          { test: /\.css$/, use: [prod ? MiniCssExtractPlugin.loader : require.resolve('style-loader'), require.resolve('css-loader')] },
          { test: /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/, use: [require.resolve('./pure-chakra-theme-loader.cjs')] },
          { test: /\.(png|jpe?g|webp|avif|svg|pdf)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new webpack.DefinePlugin({
          __APP_NAME__: JSON.stringify(name),
          __APP_VERSION__: JSON.stringify(version),
          __SHELL_CONTRACT__: JSON.stringify(shellContract),
          // the API a remote's standalone dev host talks to (API_URL, else the local API of `pnpm dev` / `pnpm start`)
          __DEV_API_URL__: JSON.stringify(process.env.API_URL || `http://localhost:${process.env.API_PORT || API_PORT}`),
        }),
        new ModuleFederationPlugin({
          name,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes,
          remotes: isHost ? {} : undefined,
          shared,
          manifest: { fileName: 'mf-manifest.json', additionalData: recordShellContract(shellContract) },
          shareStrategy: 'loaded-first',
          // The host publishes its runtime-core for the remotes (what `provideExternalRuntime` does, but through the
          // plugin's ES module build, so the runtime-core it publishes is the host's own and not a second copy).
          runtimePlugins: isHost ? [externalRuntimeProvider(), ...runtimePlugins] : runtimePlugins,
          dts: false,
          // One federation runtime per page: the shell provides its runtime-core and a production remote's entry
          // uses it instead of carrying its own (about 17 KiB gzip less per remote). A remote's dev server keeps
          // its own runtime so it still runs standalone; STANDALONE=1 does the same for a production build.
          // `target: 'web'` leaves the runtime's Node.js code paths out, `disableSnapshot` its manifest (snapshot)
          // plugin: remotes.json names each remote's remoteEntry.js, so no manifest is fetched before the entry
          // (one round trip less) and the shell's entry is about 3.5 KiB gzip lighter.
          experiments: {
            asyncStartup: true,
            ...(isHost ? {} : { externalRuntime: hostedRemote }),
            optimization: { target: 'web', disableSnapshot: true },
          },
          getPublicPath: undefined,
        }),
        ...(prod ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' })] : []),
        new HtmlWebpackPlugin({
          template: path.join(dir, 'public', 'index.html'),
          chunks: ['main'],
          // absolute script URLs: a remote's own page (its standalone dev host) opens at deep links such as
          // /dashboard/therapists/42 and must still find /main.js (with 'auto' the tag would be relative to the URL)
          publicPath: '/',
          // the shell's page loads its scripts itself, after the first paint of a prerendered picture
          // (shell/public/index.html): a deferred script that has already arrived would run before that paint
          ...(isHost ? { inject: false } : {}),
          templateParameters: {
            version,
            baseCss: fs
              .readFileSync(baseCssFile, 'utf8')
              .replace(/\/\*[\s\S]*?\*\//g, '')
              .replace(/\s*\n\s*/g, ''),
          },
        }),
        ...(isHost ? [new CspHashesPlugin()] : []),
        ...(isHost && prod ? [new CompileHintsPlugin(STARTUP_SCRIPTS)] : []),
      ],
      optimization: {
        minimize: prod,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        ...(isHost && prod ? { splitChunks: { cacheGroups: STARTUP_CHUNKS } } : {}),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        port,
        host: process.env.HOST || 'localhost',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: isHost ? [{ directory: path.join(dir, 'public'), publicPath: '/' }] : false,
        client: { overlay: false },
      },
    };
  };
}

module.exports = { createWebpackConfig, repoRoot };
