// Whether the page holds the system's CSS already. Here, as unit tests and Node run this source,
// it does not, and Chakra injects it itself. Built apps resolve `#theme-css` to
// theme-css-in-page.ts instead: their pages get the CSS inline, made at build time from
// `pageParts` (system-css.ts).
export const THEME_CSS_IN_PAGE: boolean = false;
