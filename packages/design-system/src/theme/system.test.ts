import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createVigiaSystem, getSystem, themeCondition } from './system';

const system = getSystem();

/** Every palette a `colorPalette` prop or style of our sources names (literals, both branches of a ternary). */
function palettesNamedInSources(): Set<string> {
  const repo = path.resolve(__dirname, '../../../..');
  const files = globSync('{packages,shell,mf-*}/**/src/**/*.{ts,tsx}', {
    cwd: repo,
    exclude: (file) => /node_modules|\.test\.tsx?$/.test(String(file)),
  });
  const names = new Set<string>();
  for (const file of files) {
    for (const use of readFileSync(path.join(repo, file), 'utf8').matchAll(/colorPalette[=:]\s*(\{[^}]*\}|'[^']*'|"[^"]*")/g)) {
      for (const [, name] of use[1]!.matchAll(/['"]([a-z]+)['"]/g)) names.add(name!);
    }
  }
  return names;
}

describe('system', () => {
  it('uses the SPEC §9 breakpoints', () => {
    expect(system.token('breakpoints.sm')).toBe('600px');
    expect(system.token('breakpoints.md')).toBe('960px');
    expect(system.token('breakpoints.lg')).toBe('1280px');
    expect(system.token('breakpoints.xl')).toBe('1840px');
  });

  it('has the layout tokens', () => {
    expect(system.token('sizes.sidebar')).toBe('290px');
    expect(system.token('sizes.header')).toBe('80px');
    expect(system.token('spacing.unit')).toBe('9px');
    expect(system.token('spacing.4')).toBe('1rem');
  });

  it('has the semantic tokens of every palette our components are drawn in', () => {
    const named = palettesNamedInSources();
    // The status palettes the recipes use, whether or not a source names them.
    for (const name of ['gray', 'red', 'orange', 'green', 'blue']) named.add(name);
    expect(named.has('brand')).toBe(true);
    for (const name of named) {
      for (const token of ['solid', 'contrast', 'fg', 'subtle', 'muted', 'emphasized', 'focusRing']) {
        expect({ name, token, value: system.token(`colors.${name}.${token}`, '') }).toEqual({
          name,
          token,
          value: expect.stringMatching(/.+/),
        });
      }
    }
    // Only the semantic tokens of the others are left out: their shades colour the categories.
    expect(system.token('colors.teal.600', '')).not.toBe('');
    expect(system.token('colors.teal.solid', '')).toBe('');
  });

  it('registers a condition per theme and the recipes our components need', () => {
    expect(themeCondition('PureLightTheme')).toBe('pureLightTheme');
    const css = JSON.stringify(system.getTokenCss());
    expect(css).toContain('[data-theme=NebulaFighterTheme]');
    expect(css).toContain('--chakra-colors-brand-solid');
    expect(css).toContain('--chakra-colors-sidebar-bg');
    for (const key of ['button', 'input', 'textarea', 'spinner', 'badge', 'link', 'heading']) {
      expect(system.hasRecipe(key)).toBe(true);
    }
    for (const key of ['field', 'nativeSelect', 'table', 'alert', 'card']) {
      expect(system.isSlotRecipe(key)).toBe(true);
    }
  });

  it('gets the recipes of dialogs, menus, tabs, controls and toasts when the modules that draw them load', async () => {
    // Made before they load, as on a page: a first paint draws none of these.
    const late = ['dialog', 'drawer', 'menu', 'tabs', 'tooltip', 'avatar', 'checkbox', 'progress', 'toast'];
    for (const key of late) expect(system.isSlotRecipe(key)).toBe(false);
    expect(system.isRecipe('checkmark')).toBe(false);

    await import('../overlays');
    await import('../controls');
    await import('../toast/toaster-view');

    for (const key of late) expect(system.isSlotRecipe(key)).toBe(true);
    expect(system.isRecipe('checkmark')).toBe(true);
    // Styled as Chakra's own, not the empty recipe a missing key falls back to.
    expect(system.getSlotRecipeFn('dialog')({}).content).toMatchObject({
      '@layer recipes': { background: 'var(--chakra-colors-bg-panel)' },
    });
    // A system made afterwards starts with them.
    expect(createVigiaSystem(true).isSlotRecipe('toast')).toBe(true);
  });
});

describe('the system of a built page, which holds the tokens’ CSS', () => {
  type System = ReturnType<typeof createVigiaSystem>;
  let full: System;
  let inPage: System;
  beforeAll(async () => {
    // Every recipe, the late ones too (theme/recipes.ts).
    await Promise.all([import('../overlays'), import('../controls'), import('../toast/toaster-view')]);
    full = createVigiaSystem(false);
    inPage = createVigiaSystem(true);
  });
  const entries = <V>(map: Map<string, V>) => [...map.entries()];

  it('maps every token to the same CSS variable, in the same order', () => {
    const views = (s: System) => ({
      names: [...new Set(s.tokens.allTokens.map((t) => t.name))].map((name) => [name, s.token(name), s.token.var(name)]),
      flat: entries(s.tokens.flatMap),
      palettes: entries(s.tokens.colorPaletteMap).map(([name, vars]) => [name, entries(vars)]),
      categories: entries(s.tokens.categoryMap).map(([name, props]) => [name, entries(props).map(([prop, token]) => [prop, token.name])]),
    });
    const expected = views(full);
    expect(expected.names.length).toBeGreaterThan(500);
    expect(views(inPage)).toEqual(expected);
  });

  it('styles every recipe and style prop the same', () => {
    const styles = (s: System) => ({
      recipes: Object.keys(s._config.theme?.recipes ?? {}).map((key) => [key, s.css(s.getRecipeFn(key)({}))]),
      slotRecipes: Object.keys(s._config.theme?.slotRecipes ?? {}).map((key) => [key, s.getSlotRecipeFn(key)({})]),
      props: s.css({
        colorPalette: 'brand',
        bg: 'colorPalette.solid',
        color: 'fg.muted',
        borderColor: 'border',
        _hover: { bg: 'bg.subtle' },
        p: 'gutter',
        w: 'sidebar',
      }),
    });
    expect(styles(inPage)).toEqual(styles(full));
  });

  it('keeps one value per semantic token, so its CSS is the page’s to hold', () => {
    expect(JSON.stringify(full.getTokenCss())).toContain('[data-theme=NebulaFighterTheme]');
    expect(JSON.stringify(inPage.getTokenCss())).not.toContain('[data-theme=NebulaFighterTheme]');
  });
});
