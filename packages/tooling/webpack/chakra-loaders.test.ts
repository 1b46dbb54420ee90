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
