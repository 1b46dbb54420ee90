// Copies files into a build as they are, under stable names: a library a Web Worker loads with
// importScripts (browser-image-compression's UMD build) must come from our own origin, not a CDN.
import { readFileSync } from 'node:fs';
import webpack from 'webpack';

export class CopyFilesPlugin {
  /**
   * @param {Record<string, string>} files output name (relative to the build's folder) → absolute source path
   */
  constructor(files) {
    this.files = files;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [name, source] of Object.entries(this.files)) {
          compilation.fileDependencies.add(source);
          // Already minified by its authors: the minimizer leaves it alone; the compression plugin does not.
          compilation.emitAsset(name, new webpack.sources.RawSource(readFileSync(source)), { minimized: true, copied: true });
        }
      });
    });
  }
}
