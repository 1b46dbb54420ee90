// The patch of Chakra's published code, on the installed Chakra: it applies, and a Chakra whose
// code changed fails the build instead of silently losing what it brings.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const load = createRequire(__filename);
const pureTheme = load('./pure-chakra-theme-loader.cjs') as (source: string) => string;
const chakra = path.dirname(
  createRequire(path.join(__dirname, '../../design-system/package.json')).resolve('@chakra-ui/react/package.json'),
);
const esm = (file: string) => readFileSync(path.join(chakra, 'dist', 'esm', file), 'utf8');

it("marks the installed Chakra's default theme config pure", () => {
  expect(pureTheme(esm('theme/index.js'))).toContain('const defaultThemeConfig = /* @__PURE__ */ defineConfig(');
});

it('fails the build when Chakra changed the code the patch rewrites', () => {
  expect(() => pureTheme('export const defaultThemeConfig = {};')).toThrow(/pure-chakra-theme-loader: Chakra changed its theme entry/);
});

type Loader = (this: { resourcePath: string; addDependency: (file: string) => void }, source: string) => string;
const nativeSelect = load('./native-select-recipe-loader.cjs') as Loader;
const nativeSelectFile = path.join(chakra, 'dist', 'esm', 'theme', 'recipes', 'native-select.js');
const runNativeSelect = (source: string) => nativeSelect.call({ resourcePath: nativeSelectFile, addDependency: () => undefined }, source);

it("writes the select recipe's values nativeSelect reads in place of importing the select recipe", () => {
  const { selectSlotRecipe } = load(path.join(chakra, 'dist', 'cjs', 'theme', 'recipes', 'select.cjs')) as {
    selectSlotRecipe: { variants: { variant: Record<string, { trigger: unknown }> }; defaultVariants: unknown };
  };
  const out = runNativeSelect(esm('theme/recipes/native-select.js'));
  expect(out).not.toContain("from './select.js'");
  const written = JSON.parse(/const selectSlotRecipe = (.*);/.exec(out)![1]!) as typeof selectSlotRecipe;
  expect(written.defaultVariants).toEqual(selectSlotRecipe.defaultVariants);
  for (const name of ['outline', 'subtle', 'ghost'])
    expect(written.variants.variant[name]).toEqual({ trigger: selectSlotRecipe.variants.variant[name]!.trigger });
});

it('fails the build when nativeSelect reads another part of the select recipe', () => {
  const changed = esm('theme/recipes/native-select.js').replace('selectSlotRecipe.defaultVariants', 'selectSlotRecipe.base');
  expect(() => runNativeSelect(changed)).toThrow(/native-select-recipe-loader: Chakra changed its nativeSelect recipe/);
});
