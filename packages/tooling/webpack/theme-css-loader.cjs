// Replaces the design system's `theme-css.ts` at build time. The CSS Chakra would otherwise build
// and inject at run time for the whole system (layer order, reset, global styles, the tokens of the
// six themes) is computed here: `system-css.ts` runs in a Node child process (type stripping, with
// @vigia/domain's resolve hook for the workspace's extensionless imports) and renders it with
// emotion on the server. A fresh process each time, so a rebuild in watch mode sees edited themes.
// The page's HTML gets it inline (ThemeCssInlinePlugin in create-config.js, which reads it with
// `themeCssOf`), and the module says so: THEME_CSS_IN_PAGE = true.
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
  const hook = requireHere.resolve('@vigia/domain/ts-resolve-hook');
  const entry = path.join(path.dirname(this.resourcePath), 'system-css.ts');
  // The theme's sources: the design system's theme folder and the domain package (layout sizes).
  this.addContextDependency(path.dirname(this.resourcePath));
  this.addContextDependency(path.dirname(requireHere.resolve('@vigia/domain')));
  const script = `const { systemCss } = await import(${JSON.stringify(pathToFileURL(entry).href)}); process.stdout.write(systemCss());`;
  execFile(
    process.execPath,
    ['--import', pathToFileURL(hook).href, '--input-type=module', '--eval', script],
    { maxBuffer: 16 * 1024 * 1024 },
    (error, css, stderr) => {
      if (error) return callback(new Error(`theme-css-loader: ${stderr || error.message}`));
      byCompiler.set(this._compiler, css);
      callback(null, 'export const THEME_CSS_IN_PAGE = true;\n');
    },
  );
};

/** The system's CSS for a compiler that built the design system, else undefined. */
module.exports.themeCssOf = (compiler) => byCompiler.get(compiler);
