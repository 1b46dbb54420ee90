// One eslint config. Besides style, it enforces the architecture (packages/README.md, "Layers";
// docs/decisions/001-package-layers.md): each package imports only packages of the layers below
// its own, an app never imports another app, only the design system imports Chakra or emotion,
// only the remote loader the federation runtime, and nothing reaches into a package's sources by
// a path. eslint-layers.test.ts checks these rules on sample imports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const root = new URL('../../', import.meta.url);
const isWorkspace = (dir) => existsSync(new URL(`${dir}/package.json`, root));
// The shell and its remotes, one `mf-*` folder each (@vigia/domain's REMOTES: its areas.test.ts
// checks the folders against it; this file imports no workspace package).
const apps = ['shell', ...readdirSync(root).filter((name) => name.startsWith('mf-') && isWorkspace(name))];

/**
 * The package layers, bottom up (folder names: `packages/<name>`, or the app's folder). A package
 * imports its own files and the packages of the layers in `uses`, never one of its own layer or
 * above. The layout is above the features (none imports it) but does not import them either: the
 * app composes both (the shell puts the notification bell in the layout's header slot).
 */
export const layers = [
  { name: 'domain', packages: ['domain'], uses: [] },
  { name: 'foundations', packages: ['api-client', 'design-system', 'i18n', 'remote-contract'], uses: ['domain'] },
  // dispatch: the board and units screens, and the dispatch the events page loads (issue 38).
  { name: 'feature base', packages: ['auth', 'dispatch', 'event-form'], uses: ['domain', 'foundations'] },
  {
    name: 'features',
    packages: [
      'assignments',
      'crew',
      'dashboard',
      'events',
      'follow-up',
      'notifications',
      'reports',
      'settings',
      'shift-log',
      'users',
      'works',
    ],
    uses: ['domain', 'foundations', 'feature base'],
  },
  { name: 'composition', packages: ['layout', 'remote-loader'], uses: ['domain', 'foundations', 'feature base'] },
  { name: 'apps', packages: [...apps, 'api-server'], uses: ['domain', 'foundations', 'feature base', 'features', 'composition'] },
];
/**
 * Beside the layers. `test-utils`: over the foundations, imported by test files only (any layer's).
 * `tooling`: build, test and lint configuration and the Node resolve hook; it imports no workspace
 * package, and only config files and Node code (the API server, scripts/, bench/, tests/) import it.
 */
export const besideLayers = [
  { name: 'test-utils', uses: ['domain', 'foundations'] },
  { name: 'tooling', uses: [] },
];

const chakraRule = {
  group: ['@chakra-ui/*', '@emotion/*'],
  message: 'Only @vigia/design-system imports Chakra or emotion; use the design system.',
};
const appRule = {
  group: apps.flatMap((app) => [`**/${app}/**`, `@vigia/${app}`, `@vigia/${app}/*`]),
  message: 'An app never imports another app; share code through packages/.',
};
const federationRule = {
  group: ['@module-federation/*'],
  message: 'Only the shell loads remotes (packages/remote-loader).',
};
// One query cache: a second import of TanStack Query would be a second copy with its own, empty cache.
const queryRule = {
  group: ['@tanstack/*'],
  message: 'Only @vigia/api-client/query imports TanStack Query; use its hooks and query keys.',
};
const sourcePathRule = {
  group: ['**/packages/*/src/**', '**/packages/*/src'],
  message: 'Import a package by its name (@vigia/…), not by a path into its sources; add an "exports" entry to its package.json if needed.',
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

const layerOf = new Map([
  ...layers.flatMap((layer) => layer.packages.map((name) => [name, layer])),
  ...besideLayers.map((p) => [p.name, p]),
]);
const dirOf = (name) => (apps.includes(name) ? name : `packages/${name}`);

// Every package has a place: a new one is added to the table above first (the apps are found above).
const unplaced = readdirSync(new URL('packages/', root)).filter((name) => isWorkspace(`packages/${name}`) && !layerOf.has(name));
if (unplaced.length) throw new Error(`${unplaced.join(', ')}: no layer; add it to \`layers\` in packages/tooling/eslint.config.js`);

/**
 * What a file of package `name` may not import, as no-restricted-imports patterns and a
 * no-restricted-syntax selector (dynamic `import()`, which no-restricted-imports does not see).
 */
function restrictions(name, { test }) {
  const own = layerOf.get(name);
  const allowed = new Set([name, ...layers.filter((layer) => own.uses.includes(layer.name)).flatMap((layer) => layer.packages)]);
  if (test) allowed.add('test-utils');
  // Node: its entry points register the resolve hook.
  if (name === 'api-server') allowed.add('tooling');
  const banned = [...layerOf.keys()].filter((other) => !allowed.has(other));
  const uses = own.uses.length ? `the ${own.uses.join(', ')} layer${own.uses.length > 1 ? 's' : ''}` : 'no workspace package';
  const where = besideLayers.includes(own) ? 'beside the layers' : `in the "${own.name}" layer`;
  const message = `@vigia/${name} is ${where} and imports only ${uses} (packages/README.md, "Layers").`;
  const layered = banned.filter((other) => !apps.includes(other) && other !== 'test-utils' && other !== 'tooling');
  const pathsOf = (other) => [`@vigia/${other}`, `@vigia/${other}/*`, `**/packages/${other}/**`, `**/${other}/src/**`];
  const patterns = [];
  if (layered.length) patterns.push({ group: layered.flatMap(pathsOf), message });
  if (banned.includes('test-utils')) patterns.push({ group: pathsOf('test-utils'), message: 'Only test files import @vigia/test-utils.' });
  if (banned.includes('tooling')) {
    patterns.push({
      group: pathsOf('tooling'),
      message: '@vigia/tooling is build and Node code: only config files, the API server, scripts, bench and tests import it.',
    });
  }
  const selector = `ImportExpression[source.value=/^@vigia\\/(${banned.join('|')})(\\/|$)/]`;
  return { patterns, syntax: banned.length ? [{ selector, message: `${message} (dynamic import)` }] : [] };
}

/** The no-restricted-imports and no-restricted-syntax rules of one group of files. */
function importRules(
  name,
  { test = false, chakra = name !== 'design-system', federation = name !== 'remote-loader', facade = !test } = {},
) {
  const { patterns, syntax } = name ? restrictions(name, { test }) : { patterns: [], syntax: [] };
  const query = name !== 'api-client';
  const base = [chakra && chakraRule, appRule, federation && federationRule, query && queryRule, sourcePathRule].filter(Boolean);
  return {
    'no-restricted-imports': ['error', { paths: facade ? routerPaths : [], patterns: [...base, ...patterns] }],
    'no-restricted-syntax': ['error', ...syntax],
  };
}

const workspaces = [...layers.flatMap((layer) => layer.packages), 'test-utils'];

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
      // Outside the workspaces: scripts/, bench/, tests/ and the root's config files.
      ...importRules(null),
    },
  },
  // Each workspace's sources, then its tests: tests run the real react-router-dom in jest
  // (MemoryRouter), not the browser's facade, and may use @vigia/test-utils, as may the helpers
  // tests share in a package's src/test/. So do test-utils itself and the build's render of an
  // area's first paint, in Node.
  ...workspaces.flatMap((name) => [
    { files: [`${dirOf(name)}/**/*.{ts,tsx}`], rules: importRules(name, { facade: name !== 'test-utils' }) },
    { files: [`${dirOf(name)}/**/*.test.{ts,tsx}`, `${dirOf(name)}/src/test/**/*.{ts,tsx}`], rules: importRules(name, { test: true }) },
  ]),
  { files: ['packages/layout/src/first-paint.tsx'], rules: importRules('layout', { facade: false }) },
  {
    // Build, lint and test configuration in plain JavaScript, and the Node resolve hook.
    files: ['packages/tooling/**'],
    rules: importRules('tooling', { federation: false, facade: false }),
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
