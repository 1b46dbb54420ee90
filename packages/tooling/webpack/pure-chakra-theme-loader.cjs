// Chakra's theme entry builds `defaultThemeConfig` (every recipe of every component) with a plain
// call at module level, so a bundle that imports a few recipes by name kept all of them (~20 KB
// gzip). Marked pure, webpack's inner graph drops that object and the recipes nobody imports.
const CALL = 'const defaultThemeConfig = defineConfig(';

module.exports = function pureChakraTheme(source) {
  // A Chakra upgrade that changes this code fails the build: the patch is re-made, or dropped.
  if (!source.includes(CALL)) throw new Error('pure-chakra-theme-loader: Chakra changed its theme entry; update or drop this patch');
  return source.replace(CALL, 'const defaultThemeConfig = /* @__PURE__ */ defineConfig(');
};
