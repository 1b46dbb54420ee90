// Built apps: the whole system's CSS is made at build time (packages/tooling/webpack/
// theme-css-loader.cjs, from system-css.ts) and linked from the page, so THEME_CSS_LINKED is true
// and Chakra must not inject it again; a server bundle also gets the text (THEME_CSS) to inline.
// Unit tests run this source as is: nothing is linked and Chakra injects that CSS itself.
export const THEME_CSS: string | null = null;
export const THEME_CSS_LINKED: boolean = false;
