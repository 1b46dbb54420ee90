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

// Colours were checked for WCAG AA (4.5:1) in themes.test.ts: text on every background, text on
// brand.subtle (selected rows, menu highlights), brand.contrast on brand.solid (primary buttons).
export const THEMES: Record<ThemeName, ThemePalette> = {
  PureLightTheme: {
    dark: false,
    bg: { base: '#f2f5f9', panel: '#ffffff', subtle: '#f8f9fc', muted: '#e8ecf3', emphasized: '#d8deea' },
    fg: { base: '#223354', muted: '#4f5d78' },
    border: { base: '#d5dbe6', muted: '#e6eaf1', emphasized: '#b9c2d3' },
    brand: {
      solid: '#4254e0',
      contrast: '#ffffff',
      fg: '#3446c8',
      subtle: '#eceefe',
      muted: '#d9ddfc',
      emphasized: '#b8c0f8',
      focusRing: '#5569ff',
    },
    sidebar: { bg: '#ffffff', fg: '#223354', muted: '#4f5d78', activeBg: '#eceefe', activeFg: '#3446c8' },
    header: { bg: '#ffffff', fg: '#223354' },
  },
  GreyGooseTheme: {
    dark: false,
    bg: { base: '#eef0f3', panel: '#ffffff', subtle: '#f6f7f9', muted: '#e4e7ec', emphasized: '#d1d6de' },
    fg: { base: '#1f2937', muted: '#4b5563' },
    border: { base: '#cfd4dc', muted: '#e4e7ec', emphasized: '#aeb5c1' },
    brand: {
      solid: '#2442af',
      contrast: '#ffffff',
      fg: '#2442af',
      subtle: '#e8ecf8',
      muted: '#cdd6f0',
      emphasized: '#a9b8e6',
      focusRing: '#3b5bdb',
    },
    sidebar: { bg: '#dfe3e9', fg: '#1f2937', muted: '#4b5563', activeBg: '#c7ceda', activeFg: '#1a3388' },
    header: { bg: '#f6f7f9', fg: '#1f2937' },
  },
  PurpleFlowTheme: {
    dark: false,
    bg: { base: '#f5f3fa', panel: '#ffffff', subtle: '#faf8fd', muted: '#ece7f5', emphasized: '#dcd3ec' },
    fg: { base: '#2a1f3d', muted: '#5b4f70' },
    border: { base: '#ddd5ea', muted: '#ece7f5', emphasized: '#c2b5d8' },
    brand: {
      solid: '#6b2fb3',
      contrast: '#ffffff',
      fg: '#6b2fb3',
      subtle: '#f1e9fa',
      muted: '#e0cff3',
      emphasized: '#c7a9ea',
      focusRing: '#8a4fd6',
    },
    sidebar: { bg: '#3b1a66', fg: '#f3ecfb', muted: '#cbbde0', activeBg: '#5a2d94', activeFg: '#ffffff' },
    header: { bg: '#ffffff', fg: '#2a1f3d' },
  },
  NebulaFighterTheme: {
    dark: true,
    bg: { base: '#070c27', panel: '#111633', subtle: '#0c1130', muted: '#1a2045', emphasized: '#252c57' },
    fg: { base: '#e4e6f0', muted: '#a3a8c3' },
    border: { base: '#2a3160', muted: '#1f2550', emphasized: '#3a4278' },
    brand: {
      solid: '#8c7cf0',
      contrast: '#0b0d1f',
      fg: '#b3a8f7',
      subtle: '#1e1a45',
      muted: '#2d2766',
      emphasized: '#3d3488',
      focusRing: '#8c7cf0',
    },
    sidebar: { bg: '#111633', fg: '#e4e6f0', muted: '#a3a8c3', activeBg: '#2d2766', activeFg: '#ffffff' },
    header: { bg: '#111633', fg: '#e4e6f0' },
  },
  DarkSpacesTheme: {
    dark: true,
    bg: { base: '#0b0b0b', panel: '#181818', subtle: '#121212', muted: '#222222', emphasized: '#2e2e2e' },
    fg: { base: '#f2f2f2', muted: '#b0b0b0' },
    border: { base: '#333333', muted: '#262626', emphasized: '#474747' },
    brand: {
      solid: '#f0643f',
      contrast: '#000000',
      fg: '#ff8a66',
      subtle: '#2a1510',
      muted: '#45200f',
      emphasized: '#5c2a16',
      focusRing: '#f0643f',
    },
    sidebar: { bg: '#111111', fg: '#f2f2f2', muted: '#b0b0b0', activeBg: '#2a1510', activeFg: '#ff8a66' },
    header: { bg: '#181818', fg: '#f2f2f2' },
  },
  GreenFieldsTheme: {
    dark: false,
    bg: { base: '#f1f7f3', panel: '#ffffff', subtle: '#f7fbf8', muted: '#e3efe7', emphasized: '#cde2d4' },
    fg: { base: '#163326', muted: '#456354' },
    border: { base: '#cfe0d5', muted: '#e3efe7', emphasized: '#a9c7b4' },
    brand: {
      solid: '#237048',
      contrast: '#ffffff',
      fg: '#1f6b44',
      subtle: '#e5f3ea',
      muted: '#c7e5d2',
      emphasized: '#9fd2b3',
      focusRing: '#2f9e66',
    },
    sidebar: { bg: '#1e4032', fg: '#effaf3', muted: '#b5d3c2', activeBg: '#2d5c47', activeFg: '#ffffff' },
    header: { bg: '#ffffff', fg: '#163326' },
  },
};

export function isDarkTheme(name: ThemeName): boolean {
  return THEMES[name].dark;
}
