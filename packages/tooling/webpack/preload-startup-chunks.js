// A federated page asks for main.js only; the chunks of its first render (the async boundary's
// chunk and the shared modules it consumes) were found one round trip later, once main.js ran.
// This lists them in the HTML, preloaded, so they download alongside main.js.
// Lazy chunks (React.lazy, import() in app code) are not followed: they stay after first paint,
// except an import() of the app's own code named `startup-…` (webpackChunkName): a later stage of
// start-up (the shell's bootstrap → mount), whose files are needed as surely as the first.
//
// The shell's HTML already draws the screen (the splash, or the area's dashboard: see
// packages/layout/README.md), so none of these files is needed for its first paint. They are
// requested once that first frame is drawn, by one inline script, instead of by <link rel=preload>
// and <script defer> tags the browser fetches as soon as it reads them: on a slow network they no
// longer share the bandwidth with the rest of the page's HTML, and Lighthouse no longer counts
// ~190 KB of scripts as needed for the first paint (bench/README.md).
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';

const NAME = 'PreloadStartupChunksPlugin';
const STARTUP = 'startup-';

/**
 * Runs in the page (as its source text): preloads `files`, then adds the entry scripts, after the
 * first frame. A hidden page draws no frame, so it starts at once, or when it is hidden.
 * @param {string[]} files
 * @param {string[]} entries
 */
function startAfterFirstFrame(files, entries) {
  let started = false;
  const add = (tag, attributes) => document.head.appendChild(Object.assign(document.createElement(tag), attributes));
  const start = () => {
    if (started) return;
    started = true;
    for (const href of files) add('link', { rel: 'preload', as: 'script', href });
    // Inserted scripts run in the order they arrive, not in document order: keep the entries' order.
    for (const src of entries) add('script', { src, async: false });
  };
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  requestAnimationFrame(() => setTimeout(start, 0));
}

export class PreloadStartupChunksPlugin {
  /** @param {string} srcDir the app's src folder: the entry module whose import() is the boundary */
  constructor(srcDir) {
    this.srcDir = srcDir + path.sep;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const isEntry = (tag) => tag.tagName === 'script' && tag.attributes?.src;
        const entries = [...data.headTags, ...data.bodyTags].filter(isEntry).map((tag) => tag.attributes.src);
        const files = startupFiles(compilation, this.srcDir)
          .map((file) => data.publicPath + file)
          .filter((href) => !entries.includes(href));
        data.headTags = data.headTags.filter((tag) => !isEntry(tag));
        data.bodyTags = data.bodyTags.filter((tag) => !isEntry(tag));
        const script = `(${startAfterFirstFrame})(${JSON.stringify(files)},${JSON.stringify(entries)})`;
        data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', {}, script));
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
