// The two patches of Chakra's published code, on the installed Chakra: they apply, and a Chakra
// whose code changed fails the build instead of silently losing what they bring.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const load = createRequire(__filename);
const lazyGlobal = load('./lazy-chakra-global-loader.cjs') as (source: string) => string;
const pureTheme = load('./pure-chakra-theme-loader.cjs') as (source: string) => string;
const chakra = path.dirname(
  createRequire(path.join(__dirname, '../../design-system/package.json')).resolve('@chakra-ui/react/package.json'),
);
const esm = (file: string) => readFileSync(path.join(chakra, 'dist', 'esm', file), 'utf8');

it("makes the system's global CSS lazy in the installed Chakra", () => {
  const patched = lazyGlobal(esm('styled-system/system.js'));
  expect(patched).toContain('let _global;');
  expect(patched).toContain('get _global()');
  expect(patched).not.toContain('const _global = [');
});

it("marks the installed Chakra's default theme config pure", () => {
  expect(pureTheme(esm('theme/index.js'))).toContain('const defaultThemeConfig = /* @__PURE__ */ defineConfig(');
});

it('fails the build when Chakra changed the code a patch rewrites', () => {
  expect(() => lazyGlobal('export function createSystem() {}')).toThrow(/lazy-chakra-global-loader: Chakra changed createSystem/);
  expect(() => pureTheme('export const defaultThemeConfig = {};')).toThrow(/pure-chakra-theme-loader: Chakra changed its theme entry/);
});
