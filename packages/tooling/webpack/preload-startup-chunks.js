// A federated page asks for main.js only; the chunks of its first render (the async boundary's
// chunk and the shared modules it consumes) were found one round trip later, once main.js ran.
// This lists them in the HTML as <link rel="preload">, so they download alongside main.js.
// Lazy chunks (React.lazy, import() in app code) are not followed: they stay after first paint,
// except an import() of the app's own code named `startup-…` (webpackChunkName): a later stage of
// start-up (the shell's bootstrap → mount), whose files are needed as surely as the first.
// On a page that already draws an area's dashboard, the API server replaces these tags with a script
// that requests the same files after the first frame (api-server/src/web/first-frame-scripts.ts).
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'PreloadStartupChunksPlugin';
const STARTUP = 'startup-';

export class PreloadStartupChunksPlugin {
  /** @param {string} srcDir the app's src folder: the entry module whose import() is the boundary */
  constructor(srcDir) {
    this.srcDir = srcDir + path.sep;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const scripts = new Set(data.headTags.concat(data.bodyTags).map((tag) => tag.attributes?.src));
        const links = startupFiles(compilation, this.srcDir)
          .map((file) => data.publicPath + file)
          .filter((href) => !scripts.has(href))
          .map((href) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href }));
        // After the page's own scripts: main.js (the runtime that starts everything) goes first.
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

/**
 * The JS files of a page's first render: the chunks of the entry's import() blocks (the async
 * boundary), of the app's own `startup-…` imports, and of the shared modules they consume.
 * @param {string} srcDir the app's src folder, ending with a path separator
 */
export function startupFiles(compilation, srcDir) {
  const { chunkGraph } = compilation;
  const files = new Set();
  const seen = new Set();
  // The chunks the runtime loads for a shared module are those of this build's provide module.
  const provides = new Map();
  for (const module of compilation.modules) {
    if (module.type === 'provide-module') provides.set(module._name, module);
  }
  const visitBlocks = (module) => {
    for (const block of module.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
  };
  const visitGroup = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        // A production build may have concatenated the module: its blocks are the root's.
        if ((module.rootModule ?? module).resource?.startsWith(srcDir)) {
          for (const block of module.blocks) if (block.groupOptions?.name?.startsWith(STARTUP)) visitGroup(chunkGraph.getBlockChunkGroup(block));
        }
        if (module.type !== 'consume-shared-module') continue;
        const provide = provides.get(module.options.shareKey);
        visitBlocks(provide ?? module);
      }
    }
  };
  for (const entry of compilation.entrypoints.values()) {
    for (const chunk of entry.chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.resource?.startsWith(srcDir)) visitBlocks(module);
      }
    }
  }
  return [...files];
}
