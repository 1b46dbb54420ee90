// The import rules of eslint.config.js (packages/README.md, "Layers"), checked on sample files
// linted with the repo's own config. eslint runs in a child process: its API loads the config with
// a native import(), which jest's module system does not provide.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

interface Sample {
  file: string;
  code: string;
}
interface Problem {
  rule: string | null;
  message: string;
}

// A sample: the file it stands for, and its lines (`at` closes each with `;`).
const LAYOUT = 'packages/layout/src/sample.tsx';
const FEATURE = 'packages/events/src/sample.ts';
const SETTINGS = 'packages/settings/src/sample.ts';
const DOMAIN = 'packages/domain/src/sample.ts';
const ADMIN_APP = 'mf-admin/src/sample.ts';
const BENCH = 'bench/sample.ts';
const at = (file: string, ...lines: string[]): Sample => ({ file, code: lines.map((line) => `${line};\n`).join('') });

const samples = {
  layoutImportsFeature: at(LAYOUT, "export { NotificationBell } from '@vigia/notifications'"),
  layoutImportsFeatureLazily: at(LAYOUT, "export const load = () => import('@vigia/notifications')"),
  layoutImportsFeatureByPath: at(LAYOUT, "export { NotificationBell } from '../../notifications/src/notification-bell'"),
  layoutImportsSession: at(LAYOUT, "export { useAuth } from '@vigia/auth'", "export { Box } from '@vigia/design-system'"),
  domainImportsApiClient: at(DOMAIN, "export { getUnreadCount } from '@vigia/api-client'"),
  designSystemImportsI18n: at('packages/design-system/src/sample.ts', "export { useTranslation } from '@vigia/i18n'"),
  featureImportsFeature: at(FEATURE, "export { UsersScreen } from '@vigia/users'"),
  settingsImportsFeature: at(SETTINGS, "export { UsersScreen } from '@vigia/users'"),
  settingsImportsFoundations: at(
    SETTINGS,
    "export { listCloseReasons } from '@vigia/api-client'",
    "export { queryKeys } from '@vigia/api-client/query'",
  ),
  adminComposesSettings: at(ADMIN_APP, "export const load = () => import('@vigia/settings')"),
  featureImportsSettings: at(FEATURE, "export const load = () => import('@vigia/settings')"),
  featureImportsFeatureBase: at(FEATURE, "export { EventForm } from '@vigia/event-form'", "export { useAuth } from '@vigia/auth'"),
  featureImportsLayout: at(FEATURE, "export { AppLayout } from '@vigia/layout'"),
  sourceImportsTestUtils: at(FEATURE, "export { renderWithProviders } from '@vigia/test-utils'"),
  testImportsTestUtils: at('packages/events/src/sample.test.tsx', "export { renderWithProviders } from '@vigia/test-utils'"),
  testHelperImportsTestUtils: at('packages/events/src/test/sample.ts', "export { makeTicket } from '@vigia/test-utils'"),
  browserImportsTooling: at(DOMAIN, "import '@vigia/tooling/ts-resolve-hook'"),
  serverImportsTooling: at(
    'packages/api-server/src/sample.ts',
    "import '@vigia/tooling/ts-resolve-hook'",
    "export { AREAS } from '@vigia/domain'",
  ),
  shellComposes: at(
    'shell/src/sample.tsx',
    "export { AppLayout } from '@vigia/layout'",
    "export { NotificationBell } from '@vigia/notifications'",
  ),
  appImportsApp: at(ADMIN_APP, "export { default } from '@vigia/mf-driver'"),
  benchImportsByPath: at(BENCH, "export { COMMUNES } from '../packages/domain/src/constants.ts'"),
  benchImportsByName: at(BENCH, "export { COMMUNES } from '@vigia/domain'"),
  benchImportsServerByName: at(BENCH, "export { createDb } from '@vigia/api-server/db'"),
  featureImportsTanStack: at(FEATURE, "export { useQuery } from '@tanstack/react-query'"),
  featureImportsQueryLayer: at(FEATURE, "export { useQuery } from '@vigia/api-client/query'"),
  queryLayerImportsTanStack: at('packages/api-client/src/query/sample.ts', "export { useQuery } from '@tanstack/react-query'"),
} satisfies Record<string, Sample>;

// One eslint for all samples: its start-up (typescript-eslint) takes seconds.
function lint(all: Record<string, Sample>): Record<string, Problem[]> {
  const script = `
    import path from 'node:path';
    import { ESLint } from 'eslint';
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = {};
    for (const [name, { file, code }] of Object.entries(JSON.parse(process.env.SAMPLES))) {
      const [result] = await eslint.lintText(code, { filePath: path.join(process.cwd(), file) });
      out[name] = result.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const json = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
    cwd: root,
    env: { ...process.env, SAMPLES: JSON.stringify(all) },
    encoding: 'utf8',
  });
  return JSON.parse(json) as Record<string, Problem[]>;
}

let problems: Record<keyof typeof samples, Problem[]>;
beforeAll(() => {
  problems = lint(samples);
}, 120_000);

const rules = (name: keyof typeof samples) => problems[name].map((p) => p.rule);

it('refuses a layout file importing a feature (by name, lazily or by path): the app composes them', () => {
  expect(rules('layoutImportsFeature')).toEqual(['no-restricted-imports']);
  expect(problems.layoutImportsFeature[0]!.message).toContain('@vigia/layout is in the "composition" layer');
  expect(rules('layoutImportsFeatureLazily')).toEqual(['no-restricted-syntax']);
  expect(rules('layoutImportsFeatureByPath')).toEqual(['no-restricted-imports']);
  expect(rules('layoutImportsSession')).toEqual([]);
});

it('lets a package import only the layers below its own', () => {
  expect(rules('domainImportsApiClient')).toEqual(['no-restricted-imports']);
  expect(rules('designSystemImportsI18n')).toEqual(['no-restricted-imports']);
  expect(rules('featureImportsFeature')).toEqual(['no-restricted-imports']);
  expect(rules('featureImportsLayout')).toEqual(['no-restricted-imports']);
  expect(rules('featureImportsFeatureBase')).toEqual([]);
  expect(rules('shellComposes')).toEqual([]);
  expect(rules('appImportsApp')).toEqual(['no-restricted-imports']);
});

it('places the settings package among the features', () => {
  expect(rules('settingsImportsFeature')).toEqual(['no-restricted-imports']);
  expect(problems.settingsImportsFeature[0]!.message).toContain('@vigia/settings is in the "features" layer');
  expect(rules('settingsImportsFoundations')).toEqual([]);
  expect(rules('adminComposesSettings')).toEqual([]);
  expect(rules('featureImportsSettings')).toEqual(['no-restricted-syntax']);
});

it('keeps test-utils to tests and tooling to Node code', () => {
  expect(rules('sourceImportsTestUtils')).toEqual(['no-restricted-imports']);
  expect(rules('testImportsTestUtils')).toEqual([]);
  expect(rules('testHelperImportsTestUtils')).toEqual([]);
  expect(rules('browserImportsTooling')).toEqual(['no-restricted-imports']);
  expect(rules('serverImportsTooling')).toEqual([]);
});

it('imports packages by name, not by a path into their sources', () => {
  expect(rules('benchImportsByPath')).toEqual(['no-restricted-imports']);
  expect(problems.benchImportsByPath[0]!.message).toContain('by its name');
  expect(rules('benchImportsByName')).toEqual([]);
  expect(rules('benchImportsServerByName')).toEqual([]);
});

it('keeps TanStack Query to the one query layer, so there is one cache', () => {
  expect(rules('featureImportsTanStack')).toEqual(['no-restricted-imports']);
  expect(problems.featureImportsTanStack[0]!.message).toContain('Only @vigia/api-client/query imports TanStack Query');
  expect(rules('featureImportsQueryLayer')).toEqual([]);
  expect(rules('queryLayerImportsTanStack')).toEqual([]);
});
