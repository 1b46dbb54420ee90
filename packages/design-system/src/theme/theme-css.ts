// Built apps: the whole system's CSS is made at build time (packages/tooling/webpack/
// theme-css-loader.cjs, from system-css.ts) and put inline in each page's head, so
// THEME_CSS_IN_PAGE is true and Chakra must not inject it again. Unit tests run this source as is:
// the CSS is not in the page and Chakra injects it itself.
export const THEME_CSS_IN_PAGE: boolean = false;
