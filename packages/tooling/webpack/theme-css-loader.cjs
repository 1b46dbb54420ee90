// Replaces the design system's `theme-css.ts` at build time. The CSS Chakra would otherwise build
// and inject at run time for the whole system (layer order, reset, global styles, the tokens of the
// six themes) is computed here: `system-css.ts` runs in this Node process (type stripping, with
// ts-resolve-hook.js for the workspace's extensionless imports) and renders it with emotion on the
// server. The page's HTML gets it inline (ThemeCssInlinePlugin in create-config.js, which reads it
// with `themeCssOf`), and the module says so: THEME_CSS_IN_PAGE = true.
// (webpack's importModule would run the module through the federation runtime, which does not
// finish outside a browser.)
const path = require('node:path');
const { pathToFileURL } = require('node:url');

// Per compiler, not per compilation: in watch mode a rebuild reuses the cached module without
// running this loader again, and its page still needs the CSS.
const byCompiler = new WeakMap();

module.exports = function themeCss() {
  const callback = this.async();
  const dir = path.dirname(this.resourcePath);
  for (const file of ['system-css.ts', 'system.ts', 'themes.ts']) this.addDependency(path.join(dir, file));
  import('./ts-resolve-hook.js')
    .then(() => import(pathToFileURL(path.join(dir, 'system-css.ts')).href))
    .then(({ systemCss }) => {
      byCompiler.set(this._compiler, systemCss());
      callback(null, 'export const THEME_CSS_IN_PAGE = true;\n');
    }, callback);
};

/** The system's CSS for a compiler that built the design system, else undefined. */
module.exports.themeCssOf = (compiler) => byCompiler.get(compiler);
