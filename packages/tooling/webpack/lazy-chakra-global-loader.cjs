// Chakra's createSystem builds the CSS of the whole system (reset, global styles, the tokens of every
// theme) when the module is evaluated: ~180 ms of a phone's start-up (CPU ×4). Our builds put that
// CSS in the bundle as a string computed at build time (theme-css-loader.cjs), so the browser never
// needs it; made lazy here, it is computed only if something asks for `_global` (the build itself).
const EAGER = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';
const FIELD = '    _global,\n';

module.exports = function lazyChakraGlobal(source) {
  // A Chakra upgrade that changes this code fails the build: the patch is re-made, or dropped.
  if (!source.includes(EAGER) || !source.includes(FIELD))
    throw new Error('lazy-chakra-global-loader: Chakra changed createSystem; update or drop this patch');
  return source
    .replace(EAGER, 'let _global;')
    .replace(FIELD, '    get _global() {\n      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n    },\n');
};
