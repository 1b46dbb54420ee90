/**
 * @jest-environment node
 */
// The stylesheet the builds put in the page (`pageParts` of system-css.ts) must be exactly what
// <ChakraProvider> would insert.
import { ChakraProvider } from '@chakra-ui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { getSystem } from './system';
import { splashMarkup, systemCss } from './system-css';
import { THEME_NAMES } from './themes';

const STYLE = /<style[^>]*>([\s\S]*?)<\/style>/g;

describe('systemCss', () => {
  const css = systemCss();

  it('is the CSS ChakraProvider injects for the system', () => {
    const markup = renderToStaticMarkup(
      <ChakraProvider value={getSystem()}>
        <span />
      </ChakraProvider>,
    );
    expect(css).toBe([...markup.matchAll(STYLE)].map((m) => m[1]).join(''));
  });

  it('declares the layer order first and holds every theme and the brand tokens', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
    for (const name of THEME_NAMES) expect(css).toContain(`[data-theme=${name}]`);
    expect(css).toMatch(/--chakra-colors-brand-solid:/);
  });
});

describe('splashMarkup', () => {
  it("is the splash screen with its own classes' CSS and none of the global CSS", () => {
    const html = splashMarkup();
    expect(html).toMatch(/^<style data-emotion="css [^"]+">/);
    expect(html).toContain('role="status"');
    expect(html).toContain('>Cargando…</p>');
    expect(html).not.toContain('css-global');
    expect(html).not.toContain('@layer reset');
    // Each class the elements use has its rule in the markup.
    for (const [, name] of html.matchAll(/class="(?:[^"]* )?(css-[a-z0-9]+)"/g)) expect(html).toContain(`.${name}{`);
  });
});
