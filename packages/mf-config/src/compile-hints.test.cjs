const fs = require('fs');
const os = require('os');
const path = require('path');
const webpack = require('webpack');
const TerserPlugin = require('terser-webpack-plugin');
// the source-map reader terser-webpack-plugin itself uses (this package's own dependencies hold none)
const { TraceMap, originalPositionFor } = require(
  require.resolve('@jridgewell/trace-mapping', { paths: [path.dirname(require.resolve('terser-webpack-plugin'))] }),
);
const { CompileHintsPlugin, STARTUP_SCRIPTS, HINT } = require('./compile-hints.cjs');
const { createWebpackConfig } = require('./index.cjs');

const repo = path.resolve(__dirname, '..', '..', '..');

/** Builds a small app (an entry and a lazy chunk named kit) the way a production build minifies it, with the plugin. */
function build(dir) {
  fs.writeFileSync(path.join(dir, 'index.js'), '/* the entry */\nconsole.log("hola");\nimport(/* webpackChunkName: "kit" */ "./kit.js");\n');
  fs.writeFileSync(path.join(dir, 'kit.js'), 'export const kit = () => "kit";\nexport default function paint() { return kit(); }\n');
  fs.writeFileSync(path.join(dir, 'other.js'), 'export const other = 1;\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js', other: './other.js' },
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' },
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })] },
    plugins: [new CompileHintsPlugin(/^(main|kit\.[0-9a-f]+)\.js$/)],
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => (error || stats.hasErrors() ? reject(error ?? stats.toString()) : resolve())),
  );
}

describe('compile hints', () => {
  let dir;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    await build(dir);
  }, 60000);
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const file = (pattern) => fs.readdirSync(path.join(dir, 'dist')).find((name) => pattern.test(name));
  const read = (name) => fs.readFileSync(path.join(dir, 'dist', name), 'utf8');

  it('puts the hint on the first line of the scripts named (after minification, which drops comments)', () => {
    for (const name of [file(/^main\.js$/), file(/^kit\.[0-9a-f]{8}\.js$/)]) {
      const [first, second] = read(name).split('\n');
      expect(`${first}\n`).toBe(HINT);
      expect(second).toMatch(/^[("]/); // the minified code
    }
  });

  it('leaves the other scripts as they were', () => {
    expect(read(file(/^other\.js$/)).startsWith('//')).toBe(false);
  });

  it("keeps the source map right: the code's positions, a line down, still map to their source", () => {
    const name = file(/^main\.js$/);
    const code = read(name);
    const map = new TraceMap(read(`${name}.map`));
    const lines = code.split('\n');
    const line = lines.findIndex((l) => l.includes('"hola"')) + 1;
    expect(line).toBeGreaterThan(1);
    const original = originalPositionFor(map, { line, column: lines[line - 1].indexOf('"hola"') });
    expect(original.source).toMatch(/index\.js$/);
    expect(original.line).toBe(2);
  });

  it("is on in the shell's production build for its start-up scripts, and nowhere else", () => {
    const plugins = (app, mode, exposes) => createWebpackConfig({ dir: path.join(repo, app), exposes })({}, { mode }).plugins;
    const hints = plugins('shell', 'production').find((p) => p instanceof CompileHintsPlugin);
    expect(hints.files).toBe(STARTUP_SCRIPTS);
    for (const name of ['main.js', 'framework.9666a25e.js', 'core.5b21c0de.js', 'kit.a9310f1b.js', 'components.0c4e2f19.js'])
      expect(STARTUP_SCRIPTS.test(name)).toBe(true);
    for (const name of ['45.bb401749.js', 'ky.10ee1ae5.js', 'kitchen.aa11bb22.js', 'main.3d08b849.css', 'kit.a9310f1b.js.map'])
      expect(STARTUP_SCRIPTS.test(name)).toBe(false);
    expect(plugins('shell', 'development').some((p) => p instanceof CompileHintsPlugin)).toBe(false);
    expect(plugins('mfe-directory', 'production', { './App': './src/app/app.tsx' }).some((p) => p instanceof CompileHintsPlugin)).toBe(false);
  });
});
