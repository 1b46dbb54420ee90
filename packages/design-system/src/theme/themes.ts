// The six named themes of SPEC §1. Each is a flat palette; the Chakra system turns every palette
// into semantic-token values that switch on `[data-theme=<Name>]` on <html> (see system.ts).

export const THEME_NAMES = [
  'PureLightTheme',
  'GreyGooseTheme',
  'PurpleFlowTheme',
  'NebulaFighterTheme',
  'DarkSpacesTheme',
  'GreenFieldsTheme',
] as const;

export type ThemeName = (typeof THEME_NAMES)[number];

export const DEFAULT_THEME: ThemeName = 'PureLightTheme';

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}

export interface ThemePalette {
  /** Dark themes also get Chakra's `dark` class so built-in recipes (alerts, badges…) follow. */
  dark: boolean;
  bg: { base: string; panel: string; subtle: string; muted: string; emphasized: string };
  fg: { base: string; muted: string };
  border: { base: string; muted: string; emphasized: string };
  /** The colour palette of primary actions (`colorPalette="brand"`, the default). */
  brand: {
    solid: string;
    contrast: string;
    fg: string;
    subtle: string;
    muted: string;
    emphasized: string;
    focusRing: string;
  };
  /** `muted`: secondary text on the sidebar (the version label); the page's fg.muted may not contrast with it. */
  sidebar: { bg: string; fg: string; muted: string; activeBg: string; activeFg: string };
  header: { bg: string; fg: string };
}

/** One colour a theme, in the order of THEME_NAMES. */
type ColumnOf<Names extends readonly string[]> = { readonly [I in keyof Names]: string };
type Column = ColumnOf<typeof THEME_NAMES>;
type ColourGroup = Exclude<keyof ThemePalette, 'dark'>;
/** A colour's name as the semantic tokens name it: `bg.panel`, `brand.solid`… */
type ColourName = { [G in ColourGroup]: `${G}.${keyof ThemePalette[G] & string}` }[ColourGroup];

// One row a colour, one column a theme: PureLight, GreyGoose, PurpleFlow, NebulaFighter, DarkSpaces,
// GreenFields. Colours were checked for WCAG AA (4.5:1) in themes.test.ts: text on every background,
// text on brand.subtle (selected rows, menu highlights), brand.contrast on brand.solid (primary buttons).
const COLOURS: Record<ColourName, Column> = {
  'bg.base': ['#f2f5f9', '#eef0f3', '#f5f3fa', '#070c27', '#0b0b0b', '#f1f7f3'],
  'bg.panel': ['#ffffff', '#ffffff', '#ffffff', '#111633', '#181818', '#ffffff'],
  'bg.subtle': ['#f8f9fc', '#f6f7f9', '#faf8fd', '#0c1130', '#121212', '#f7fbf8'],
  'bg.muted': ['#e8ecf3', '#e4e7ec', '#ece7f5', '#1a2045', '#222222', '#e3efe7'],
  'bg.emphasized': ['#d8deea', '#d1d6de', '#dcd3ec', '#252c57', '#2e2e2e', '#cde2d4'],
  'fg.base': ['#223354', '#1f2937', '#2a1f3d', '#e4e6f0', '#f2f2f2', '#163326'],
  'fg.muted': ['#4f5d78', '#4b5563', '#5b4f70', '#a3a8c3', '#b0b0b0', '#456354'],
  'border.base': ['#d5dbe6', '#cfd4dc', '#ddd5ea', '#2a3160', '#333333', '#cfe0d5'],
  'border.muted': ['#e6eaf1', '#e4e7ec', '#ece7f5', '#1f2550', '#262626', '#e3efe7'],
  'border.emphasized': ['#b9c2d3', '#aeb5c1', '#c2b5d8', '#3a4278', '#474747', '#a9c7b4'],
  'brand.solid': ['#4254e0', '#2442af', '#6b2fb3', '#8c7cf0', '#f0643f', '#237048'],
  'brand.contrast': ['#ffffff', '#ffffff', '#ffffff', '#0b0d1f', '#000000', '#ffffff'],
  'brand.fg': ['#3446c8', '#2442af', '#6b2fb3', '#b3a8f7', '#ff8a66', '#1f6b44'],
  'brand.subtle': ['#eceefe', '#e8ecf8', '#f1e9fa', '#1e1a45', '#2a1510', '#e5f3ea'],
  'brand.muted': ['#d9ddfc', '#cdd6f0', '#e0cff3', '#2d2766', '#45200f', '#c7e5d2'],
  'brand.emphasized': ['#b8c0f8', '#a9b8e6', '#c7a9ea', '#3d3488', '#5c2a16', '#9fd2b3'],
  'brand.focusRing': ['#5569ff', '#3b5bdb', '#8a4fd6', '#8c7cf0', '#f0643f', '#2f9e66'],
  'sidebar.bg': ['#ffffff', '#dfe3e9', '#3b1a66', '#111633', '#111111', '#1e4032'],
  'sidebar.fg': ['#223354', '#1f2937', '#f3ecfb', '#e4e6f0', '#f2f2f2', '#effaf3'],
  'sidebar.muted': ['#4f5d78', '#4b5563', '#cbbde0', '#a3a8c3', '#b0b0b0', '#b5d3c2'],
  'sidebar.activeBg': ['#eceefe', '#c7ceda', '#5a2d94', '#2d2766', '#2a1510', '#2d5c47'],
  'sidebar.activeFg': ['#3446c8', '#1a3388', '#ffffff', '#ffffff', '#ff8a66', '#ffffff'],
  'header.bg': ['#ffffff', '#f6f7f9', '#ffffff', '#111633', '#181818', '#ffffff'],
  'header.fg': ['#223354', '#1f2937', '#2a1f3d', '#e4e6f0', '#f2f2f2', '#163326'],
};

const DARK_THEMES: readonly ThemeName[] = ['NebulaFighterTheme', 'DarkSpacesTheme'];

function paletteOf(name: ThemeName): ThemePalette {
  const column = THEME_NAMES.indexOf(name);
  const palette: Record<string, Record<string, string | undefined>> = {};
  for (const [colour, colours] of Object.entries(COLOURS) as Array<[ColourName, Column]>) {
    const [group, token] = colour.split('.') as [ColourGroup, string];
    (palette[group] ??= {})[token] = colours[column];
  }
  // COLOURS has a row for every colour of ThemePalette (its type says so), so the palette is complete.
  return { dark: DARK_THEMES.includes(name), ...palette } as unknown as ThemePalette;
}

export const THEMES = Object.fromEntries(THEME_NAMES.map((name) => [name, paletteOf(name)])) as Record<ThemeName, ThemePalette>;

export function isDarkTheme(name: ThemeName): boolean {
  return THEMES[name].dark;
}
