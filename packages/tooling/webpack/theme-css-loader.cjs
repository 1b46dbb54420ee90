// Replaces the design system's `theme-css.ts` with the CSS Chakra would otherwise build and inject at
// run time for the whole system (layer order, reset, global styles, the tokens of the six themes).
// It is computed here, at build time: `system-css.ts` runs in this Node process (type stripping,
// with ts-resolve-hook.js for the workspace's extensionless imports) and renders it with emotion on
// the server. Browser builds get it as a stylesheet, `assets/theme.<hash>.css`, which the HTML links
// (ThemeCssLinkPlugin in create-config.js); the server bundle gets the text, to inline in its page.
// (webpack's importModule would run the module through the federation runtime, which does not
// finish outside a browser.)
const { createHash } = require('node:crypto');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

/** File name of the stylesheet, beside the build's other assets (mf-public's page: standalone/). */
function stylesheetName(assetModuleFilename, css) {
  const dir = path.posix.dirname(typeof assetModuleFilename === 'string' ? assetModuleFilename : 'assets/x');
  return `${dir}/theme.${createHash('sha256').update(css).digest('hex').slice(0, 10)}.css`;
}

module.exports = function themeCss() {
  const callback = this.async();
  const dir = path.dirname(this.resourcePath);
  for (const file of ['system-css.ts', 'system.ts', 'themes.ts']) this.addDependency(path.join(dir, file));
  const forNode = String(this.target).startsWith('node');
  import('./ts-resolve-hook.js')
    .then(() => import(pathToFileURL(path.join(dir, 'system-css.ts')).href))
    .then(({ systemCss }) => {
      const css = systemCss();
      if (!forNode) this.emitFile(stylesheetName(this._compiler.options.output.assetModuleFilename, css), css);
      callback(null, `export const THEME_CSS = ${forNode ? JSON.stringify(css) : 'null'};\nexport const THEME_CSS_LINKED = true;\n`);
    }, callback);
};
