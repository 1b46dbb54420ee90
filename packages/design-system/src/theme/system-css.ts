// What the built pages hold before any script runs, made at build time (`pageParts`, which the
// apps' webpack configs name as their page parts):
// - systemCss: the CSS that <ChakraProvider> injects for the whole system (the cascade-layer order,
//   the reset, the global styles and the tokens of the six themes), by emotion's server render of
//   the very <Global> elements the provider renders, so it is the same text;
// - the shell's splash screen as HTML, and the inline script that applies the stored theme first.
// Run where there is no document: emotion then renders its <style> elements as text.
import { ChakraProvider } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { createElement, Fragment, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SplashScreen } from '../components/splash-screen';
import { themeScript } from '../provider/theme-storage';
import { getSystem } from './system';

const STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;
const GLOBAL_STYLE = /<style data-emotion="css-global[^"]*"[^>]*>[\s\S]*?<\/style>/g;

function assertServer(name: string) {
  if (typeof document !== 'undefined') throw new Error(`${name} renders on the server only`);
}

type System = ReturnType<typeof getSystem>;

export function systemCss(sys: System = getSystem()): string {
  assertServer('systemCss');
  const markup = renderToStaticMarkup(
    createElement(Fragment, null, createElement(Global, { styles: sys.layers.atRule }), createElement(Global, { styles: sys._global })),
  );
  return [...markup.matchAll(STYLE)].map((m) => m[1]).join('');
}

/**
 * <SplashScreen/> as HTML with the <style> of its own classes, for the shell's #root: the page
 * paints it on arrival, and React's first render (the same splash) replaces it. The global CSS is
 * left out: the page has it already (systemCss).
 */
export function splashMarkup(sys: System = getSystem()): string {
  assertServer('splashMarkup');
  const markup = renderToStaticMarkup(createElement(ChakraProvider, { value: sys, children: createElement(SplashScreen) }));
  return markup.replace(GLOBAL_STYLE, '');
}

/**
 * A page's content (inside a DesignSystemProvider) as HTML, each element after the <style> of its
 * classes, for a page that already has the global CSS (systemCss): see @vigia/layout/first-paint.
 */
export function pageMarkup(element: ReactElement): string {
  assertServer('pageMarkup');
  return renderToStaticMarkup(element).replace(GLOBAL_STYLE, '');
}

/** Everything the build puts in a page (PagePartsPlugin of the webpack config factory). */
export function pageParts() {
  return { css: systemCss(), splash: splashMarkup(), themeScript: themeScript() };
}
