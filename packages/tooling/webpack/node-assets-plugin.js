// Adds to a build the files a module of the app makes in Node at build time: its default export
// returns them (file name → text, or a value written as JSON). An area remote's config names its
// first-paint module this way (`firstPaint`): its dashboard as its first render draws it, which the
// API server puts in the shell's page (docs/decisions/005-area-first-paint.md). It comes with the
// remote's own build, so a remote deployed alone brings its own.
import webpack from 'webpack';
import { cachedRun } from './run-in-node.js';

const NAME = 'NodeAssetsPlugin';

export class NodeAssetsPlugin {
  /**
   * @param {object} options
   * @param {string} options.file the module (absolute path)
   * @param {string} options.cwd  where its imports are resolved from: the app's folder, as its build does
   */
  constructor({ file, cwd }) {
    this.file = file;
    this.run = cachedRun(file, 'default', cwd, { NODE_ENV: 'production' });
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        let files;
        try {
          files = await this.run(compilation);
        } catch (error) {
          throw new Error(`${NAME}: ${this.file}: ${error.message}`);
        }
        if (!files || typeof files !== 'object' || Object.keys(files).length === 0) {
          throw new Error(`${NAME}: ${this.file} made no files`);
        }
        for (const [name, content] of Object.entries(files)) {
          compilation.emitAsset(name, new webpack.sources.RawSource(typeof content === 'string' ? content : JSON.stringify(content)));
        }
      });
    });
  }
}
