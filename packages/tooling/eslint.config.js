// One eslint config. Besides style, it enforces the architecture:
// an app never imports another app, and only the design system imports Chakra or emotion.
import { readFileSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const apps = ['shell', 'mf-public', 'mf-driver', 'mf-operator', 'mf-supervisor', 'mf-inspector', 'mf-admin'];

const chakraRule = {
  group: ['@chakra-ui/*', '@emotion/*'],
  message: 'Only @vigia/design-system imports Chakra or emotion; use the design system.',
};
const appRule = {
  group: apps.flatMap((app) => [`**/${app}/**`, `@vigia/${app}`, `@vigia/${app}/*`]),
  message: 'An app never imports another app; share code through packages/.',
};
// The browser gets react-router-dom through our narrow facade: only the names it exports exist.
const routerFacade = readFileSync(new URL('./webpack/react-router-dom.js', import.meta.url), 'utf8');
const routerNames = [...routerFacade.match(/export \{([^}]*)\}/)[1].matchAll(/\w+/g)].map(([name]) => name);
const routerPaths = [
  {
    name: 'react-router-dom',
    allowImportNames: routerNames,
    message: 'Add the name to packages/tooling/webpack/react-router-dom.js (the shared router facade) first.',
  },
  { name: 'react-router', message: 'Import from react-router-dom (the shared router facade).' },
];

const federationRule = {
  group: ['@module-federation/*'],
  message: 'Only the shell loads remotes (packages/remote-loader).',
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-server/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', 'bench/results/**'],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { paths: routerPaths, patterns: [chakraRule, appRule, federationRule] }],
    },
  },
  {
    files: ['packages/design-system/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appRule, federationRule] }] },
  },
  {
    files: ['packages/remote-loader/**/*.{ts,tsx}', 'packages/tooling/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [chakraRule, appRule] }] },
  },
  {
    // Tests run the real react-router-dom in jest (MemoryRouter), not the browser's facade; so do
    // the build's renders in Node (an area's first paint).
    files: ['**/*.test.{ts,tsx}', 'packages/test-utils/**/*.{ts,tsx}', 'packages/layout/src/first-paint.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [chakraRule, appRule, federationRule] }] },
  },
  {
    // The design system's own tests render Chakra directly (its provider, its server render).
    files: ['packages/design-system/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appRule, federationRule] }] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', module: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.e2e.ts', 'scripts/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
