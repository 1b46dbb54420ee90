import { THEME_NAMES, THEMES, isThemeName, DEFAULT_THEME } from './themes';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const n = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((i) => {
    const v = parseInt(n.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('themes', () => {
  it('has the six SPEC themes with PureLightTheme as default', () => {
    expect(THEME_NAMES).toHaveLength(6);
    expect(DEFAULT_THEME).toBe('PureLightTheme');
    expect(isThemeName('DarkSpacesTheme')).toBe(true);
    expect(isThemeName('Nope')).toBe(false);
    expect(THEMES.NebulaFighterTheme.dark).toBe(true);
    expect(THEMES.DarkSpacesTheme.dark).toBe(true);
    expect(THEME_NAMES.filter((n) => THEMES[n].dark)).toHaveLength(2);
  });

  it('gives every theme a distinct colour scheme', () => {
    const keys = THEME_NAMES.map((n) => `${THEMES[n].bg.base}/${THEMES[n].brand.solid}/${THEMES[n].sidebar.bg}`);
    expect(new Set(keys).size).toBe(6);
  });

  it.each(THEME_NAMES)('%s meets WCAG AA for text', (name) => {
    const t = THEMES[name];
    const pairs: Array<[string, string, string]> = [
      ['fg on bg', t.fg.base, t.bg.base],
      ['fg on panel', t.fg.base, t.bg.panel],
      ['fg on subtle', t.fg.base, t.bg.subtle],
      ['fg on muted', t.fg.base, t.bg.muted],
      ['fg.muted on bg', t.fg.muted, t.bg.base],
      ['fg.muted on panel', t.fg.muted, t.bg.panel],
      ['brand.contrast on brand.solid', t.brand.contrast, t.brand.solid],
      ['brand.fg on panel', t.brand.fg, t.bg.panel],
      ['brand.fg on bg', t.brand.fg, t.bg.base],
      ['brand.fg on brand.subtle', t.brand.fg, t.brand.subtle],
      ['fg on brand.subtle', t.fg.base, t.brand.subtle],
      ['sidebar', t.sidebar.fg, t.sidebar.bg],
      ['sidebar.muted (version label)', t.sidebar.muted, t.sidebar.bg],
      ['sidebar active', t.sidebar.activeFg, t.sidebar.activeBg],
      ['header', t.header.fg, t.header.bg],
    ];
    for (const [label, fg, bg] of pairs) {
      expect({ label, ratio: contrast(fg, bg) >= 4.5 }).toEqual({ label, ratio: true });
    }
  });
});
