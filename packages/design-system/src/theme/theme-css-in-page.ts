// The builds' variant of theme-css.ts (the `vigia-css-in-page` condition of `#theme-css` in this
// package's package.json, set by the webpack config factory): every page they make holds the
// system's CSS already (`pageParts` of system-css.ts, run at build time), so Chakra must not
// inject it again.
export const THEME_CSS_IN_PAGE: boolean = true;
