// The CSS that <ChakraProvider> injects for the whole system: the cascade-layer order, the reset,
// the global styles and the tokens of the six themes. Built by emotion's server render of the very
// <Global> elements the provider renders, so it is the same text; run at build time only (see
// theme-css.ts), where there is no document and emotion renders <style> elements as text.
import { Global } from '@emotion/react';
import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { system } from './system';

const STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

export function systemCss(sys: typeof system = system): string {
  if (typeof document !== 'undefined') throw new Error('systemCss renders on the server only');
  const markup = renderToStaticMarkup(
    createElement(Fragment, null, createElement(Global, { styles: sys.layers.atRule }), createElement(Global, { styles: sys._global })),
  );
  return [...markup.matchAll(STYLE)].map((m) => m[1]).join('');
}
