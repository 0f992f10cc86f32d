/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is `//# allFunctionsCalledOnLoad` has
 * every function compiled as the script streams in, on a background thread, instead of each on the main thread the
 * first time it runs. For the scripts a page runs as it starts: the federation runtime and the shell's entry
 * (main.js), the framework (React, react-dom), the core (the router, i18next) and the UI kit's two chunks (its
 * system, its components; startup-chunks.cjs). Other browsers ignore
 * the comment. Measured on /signin (traces, 6 interleaved loads each): the main thread's work after the first paint
 * 216 -> 158 ms, the kit's first task 20.6 -> 15.5 ms of CPU.
 */
const { Compilation, sources } = require('webpack');

const HINT = '//# allFunctionsCalledOnLoad\n';
/** The shell's start-up scripts (main.js has no hash: the page names it). */
const STARTUP_SCRIPTS = /^(main|(framework|core|kit|components)\.[0-9a-f]+)\.js$/;

class CompileHintsPlugin {
  /** @param {RegExp} files the emitted JavaScript files to hint */
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('CompileHintsPlugin', (compilation) => {
      // after minification (which drops comments), before the source maps are written (the line is mapped)
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1 }, (assets) => {
        for (const file of Object.keys(assets)) {
          if (this.files.test(file)) compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin, STARTUP_SCRIPTS, HINT };
