// V8 compiles a function the first time it is called, on the main thread. A page's first render
// calls most functions of the files it loads first (react-dom, Chakra, the router, the area's
// screen), so those files start with V8's explicit compile hint: Chrome then compiles all their
// functions while it streams the file, off the main thread (https://v8.dev/blog/explicit-compile-hints).
// Chunks loaded later (other screens, the editor) keep lazy compilation.
import path from 'node:path';
import webpack from 'webpack';
import { startupFiles } from './preload-startup-chunks.js';

const NAME = 'CompileHintsPlugin';
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export class CompileHintsPlugin {
  /** @param {string} srcDir the app's src folder: its entry's import() blocks are the first render */
  constructor(srcDir) {
    this.srcDir = srcDir + path.sep;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      // After minification (which drops comments), before source maps, content hashes and the
      // compressed copies, so all of them see the comment.
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: NAME, stage }, () => {
        for (const file of firstLoadFiles(compilation, this.srcDir)) {
          compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, '\n', source));
        }
      });
    });
  }
}

/** The entry points' files, the page's start-up chunks, and the chunks of a remote's exposed modules. */
function firstLoadFiles(compilation, srcDir) {
  const { chunkGraph } = compilation;
  const files = new Set(startupFiles(compilation, srcDir));
  for (const entry of compilation.entrypoints.values()) {
    for (const file of entry.getFiles()) files.add(file);
    for (const chunk of entry.chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        // remoteEntry.js: each exposed module is an import() block of the container entry.
        if (module.constructor.name !== 'ContainerEntryModule') continue;
        for (const block of module.blocks) {
          for (const exposed of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
            for (const file of exposed.files) files.add(file);
          }
        }
      }
    }
  }
  return [...files].filter((file) => file.endsWith('.js'));
}
