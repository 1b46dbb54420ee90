// One Chakra system for all six themes. Built from `defaultBaseConfig` (utilities + conditions)
// plus only the tokens and recipes our components use, so the bundle does not carry every recipe
// of Chakra (`defaultConfig` would). Add a recipe here when you export a new Chakra component.
import { createSystem, defaultBaseConfig, defineConfig, type RecipeDefinition, type SlotRecipeConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { LAYOUT } from '@vigia/domain';
import { THEME_CSS_IN_PAGE } from '#theme-css';
import { watchRecipes } from './recipe-registry';
import { DEFAULT_THEME, THEME_NAMES, THEMES, type ThemeName, type ThemePalette } from './themes';

/** Condition name of a theme: PureLightTheme → `_pureLightTheme` in style props. */
export function themeCondition(name: ThemeName): string {
  return name.charAt(0).toLowerCase() + name.slice(1);
}

// `[data-theme=X] &` mirrors Chakra's `.dark &`: on the token root it compiles to
// `[data-theme=X]`, matching <html data-theme="X">; inside components it is an ancestor selector.
const themeConditions = Object.fromEntries(THEME_NAMES.map((name) => [themeCondition(name), `[data-theme=${name}] &`]));

type Pick = (p: ThemePalette) => string;

// A semantic token whose value depends on the active theme. Without a data-theme (first paint,
// tests) light/dark fall back to the default light and dark themes; the theme rules come last in
// the generated CSS, with equal specificity, so they win.
function themed(pick: Pick) {
  const value: Record<string, string> = {
    base: pick(THEMES.PureLightTheme),
    _light: pick(THEMES.PureLightTheme),
    _dark: pick(THEMES.NebulaFighterTheme),
  };
  for (const name of THEME_NAMES) value[`_${themeCondition(name)}`] = pick(THEMES[name]);
  return { value };
}

type Group = Exclude<keyof ThemePalette, 'dark'>;

/** Every token of a palette group, themed; a group's `base` is its `DEFAULT` (`bg`, `fg`, `border`). */
function themedGroup<G extends Group>(group: G) {
  const tokens = Object.keys(THEMES[DEFAULT_THEME][group]) as Array<keyof ThemePalette[G] & string>;
  return Object.fromEntries(tokens.map((token) => [token === 'base' ? 'DEFAULT' : token, themed((p) => p[group][token] as string)]));
}

const brand = { ...themedGroup('brand'), border: themed((p) => p.brand.emphasized) };

// `primary` is an alias of `brand` for readability in apps (`bg="primary.solid"`).
const primary = Object.fromEntries(Object.keys(brand).map((k) => [k, { value: `{colors.brand.${k}}` }]));

const themeColors = {
  bg: themedGroup('bg'),
  fg: {
    ...themedGroup('fg'),
    // Chakra's red.500 errors are 3.8:1 on white; axe (WCAG AA) needs 4.5:1.
    error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
  },
  border: themedGroup('border'),
  brand,
  primary,
  sidebar: themedGroup('sidebar'),
  header: themedGroup('header'),
};

const px = (n: number) => `${n}px`;

/**
 * Chakra's palettes no component is drawn in (`colorPalette`): we use its status colours (alerts,
 * toasts, badges: red, orange, green, blue), gray, its default, and our brand. Their shades stay
 * (`teal.600` and the like colour the event categories); only their semantic tokens (`teal.solid`,
 * `teal.subtle`…) are left out, which makes `createSystem`, run on every page load, ~40 % cheaper.
 * system.test.ts checks that every palette our sources name has its tokens.
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'purple', 'pink', 'cyan']);
const paletteSemanticTokens = Object.fromEntries(
  Object.entries(semanticTokens.colors ?? {}).filter(([name]) => !UNUSED_PALETTES.has(name)),
);

// SPEC §9: xs 0 (Chakra's `base`), sm 600, md 960, lg 1280, xl 1840.
const breakpoints = {
  sm: px(LAYOUT.breakpoints.sm),
  md: px(LAYOUT.breakpoints.md),
  lg: px(LAYOUT.breakpoints.lg),
  xl: px(LAYOUT.breakpoints.xl),
};

// SPEC's "base spacing 9" is the old 9px grid unit. We keep Chakra's 4px scale (so `p="4"` means
// 16px everywhere) and add named tokens for the layout: `unit` 9px, `gutter` 18px, and the fixed
// sidebar/header sizes (usable as spacing and as sizes: `w="sidebar"`, `pt="header"`).
const layoutSpacing = {
  unit: { value: px(LAYOUT.spacing) },
  gutter: { value: px(LAYOUT.spacing * 2) },
  sidebar: { value: px(LAYOUT.sidebarWidth) },
  header: { value: px(LAYOUT.headerHeight) },
};
const layoutSizes = {
  sidebar: { value: px(LAYOUT.sidebarWidth) },
  header: { value: px(LAYOUT.headerHeight) },
};

// The recipes of what a first paint may draw. The components that no first paint draws (dialogs,
// menus, tabs, checkboxes, progress bars, toasts) register theirs when their module is loaded
// (`registerRecipes`, recipe-registry.ts): their recipes travel with them, not in every first load.
const recipes: Record<string, RecipeDefinition> = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  skipNavLink: skipNavLinkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

const slotRecipes: Record<string, SlotRecipeConfig> = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  table: tableSlotRecipe,
};

const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: { ...semanticTokens, colors: paletteSemanticTokens },
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

// Chakra's stack starts with Inter, which we do not ship: every browser looked it up, missed, and
// fell back to its system face. The system stack names that face first (SF, Segoe UI, Roboto), so
// the page looks the same and the first text layout skips the lookups (~30 ms on a fresh Chromium).
const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Segoe UI Symbol"';

const vigiaTheme = defineConfig({
  conditions: themeConditions,
  globalCss: {
    // Primary actions use the theme's brand colour unless a component says otherwise.
    html: { colorPalette: 'brand' },
  },
  theme: {
    tokens: { spacing: layoutSpacing, sizes: layoutSizes, fonts: { body: { value: systemFonts }, heading: { value: systemFonts } } },
    semanticTokens: { colors: themeColors },
  },
});

type Config = typeof chakraTheme;
type TokenTree = NonNullable<NonNullable<Config['theme']>['semanticTokens']>;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Each semantic token with one value instead of one per condition: its `base` value, else the
 * first of its conditions (kept as a condition, so Chakra registers its names in the same order).
 */
function oneValueEach<T>(tree: T): T {
  if (!isObject(tree)) return tree;
  if ('value' in tree) {
    const { value } = tree;
    if (!isObject(value)) return tree;
    const first = Object.entries(value)[0];
    return { ...tree, value: 'base' in value ? value.base : Object.fromEntries(first ? [first] : []) } as T;
  }
  return Object.fromEntries(Object.entries(tree).map(([key, child]) => [key, oneValueEach(child)])) as T;
}

function withOneValueEach(config: Config): Config {
  const semanticTokens = config.theme?.semanticTokens;
  if (!semanticTokens) return config;
  return { ...config, theme: { ...config.theme, semanticTokens: oneValueEach<TokenTree>(semanticTokens) } };
}

/**
 * The system with every theme's tokens, or, for a page that already holds their CSS
 * (`cssInPage`, see theme-css.ts), the one its components render with: each semantic token with
 * one value, and no `_global` CSS for Chakra to insert. Chakra then only maps names to CSS
 * variables, which are the same (system.test.ts), and `createSystem` does a quarter less work.
 */
export function createVigiaSystem(cssInPage: boolean) {
  const configs = [
    chakraTheme,
    vigiaTheme,
    defineConfig({ theme: { recipes: { ...late.recipes }, slotRecipes: { ...late.slotRecipes } } }),
  ];
  if (!cssInPage) return createSystem(defaultBaseConfig, ...configs);
  const system = createSystem(defaultBaseConfig, ...configs.map(withOneValueEach));
  return Object.create(system, { _global: { value: [] } }) as typeof system;
}

let made: ReturnType<typeof createVigiaSystem> | undefined;

/**
 * The system, made on first use. `createSystem` is one of the longest steps of a page's start-up;
 * made when this module was evaluated, it ran in one task with Chakra's own modules. Now React's
 * first render asks for it (design-system-provider.tsx) and yields around it.
 */
export function getSystem() {
  return (made ??= createVigiaSystem(THEME_CSS_IN_PAGE));
}

// Chakra reads a recipe from the config when a component first asks for it, so a system made
// already gets the late ones too; a system made later starts with them.
const late = watchRecipes((more) => {
  const theme = made?._config.theme;
  if (!theme) return;
  theme.recipes = Object.assign(theme.recipes ?? {}, more.recipes);
  theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, more.slotRecipes);
});
