// Replaces the design system's `theme-css.ts` at build time. The CSS Chakra would otherwise build
// and inject at run time for the whole system (layer order, reset, global styles, the tokens of the
// six themes) is computed here, with the shell's splash screen and theme script: `system-css.ts`
// runs in a Node child process (type stripping, ../node/ts-resolve-hook.ts for the workspace's
// extensionless imports, tsx-hook.mjs for JSX) and renders them with emotion on the server. A fresh
// process each time, so a rebuild in watch mode sees edited themes.
// The page's HTML gets them inline (PagePartsPlugin in create-config.js, which reads them with
// `pagePartsOf`), and the module says so: THEME_CSS_IN_PAGE = true.
// (webpack's importModule would run the module through the federation runtime, which does not
// finish outside a browser.)
const { execFile } = require('node:child_process');
const { createRequire } = require('node:module');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

// Per compiler, not per compilation: in watch mode a rebuild reuses the cached module without
// running this loader again, and its page still needs the CSS.
const byCompiler = new WeakMap();

module.exports = function themeCss() {
  const callback = this.async();
  const requireHere = createRequire(this.resourcePath);
  const hooks = [path.join(__dirname, '..', 'node', 'ts-resolve-hook.ts'), path.join(__dirname, 'tsx-hook.mjs')];
  const entry = path.join(path.dirname(this.resourcePath), 'system-css.ts');
  // The theme's sources: the design system's theme folder and the domain package (layout sizes).
  this.addContextDependency(path.dirname(this.resourcePath));
  this.addContextDependency(path.dirname(requireHere.resolve('@vigia/domain')));
  const script = `const { pageParts } = await import(${JSON.stringify(pathToFileURL(entry).href)}); process.stdout.write(JSON.stringify(pageParts()));`;
  execFile(
    process.execPath,
    [...hooks.flatMap((hook) => ['--import', pathToFileURL(hook).href]), '--input-type=module', '--eval', script],
    { maxBuffer: 16 * 1024 * 1024 },
    (error, parts, stderr) => {
      if (error) return callback(new Error(`theme-css-loader: ${stderr || error.message}`));
      byCompiler.set(this._compiler, JSON.parse(parts));
      callback(null, 'export const THEME_CSS_IN_PAGE = true;\n');
    },
  );
};

/**
 * For a compiler that built the design system, `{ css, splash, themeScript }` (system-css.ts's
 * pageParts), else undefined.
 */
module.exports.pagePartsOf = (compiler) => byCompiler.get(compiler);
