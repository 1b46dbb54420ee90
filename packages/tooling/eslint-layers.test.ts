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

const samples = {
  layoutImportsFeature: { file: 'packages/layout/src/sample.tsx', code: "export { NotificationBell } from '@vigia/notifications';\n" },
  layoutImportsFeatureLazily: {
    file: 'packages/layout/src/sample.tsx',
    code: "export const load = () => import('@vigia/notifications');\n",
  },
  layoutImportsFeatureByPath: {
    file: 'packages/layout/src/sample.tsx',
    code: "export { NotificationBell } from '../../notifications/src/notification-bell';\n",
  },
  layoutImportsSession: {
    file: 'packages/layout/src/sample.tsx',
    code: "export { useAuth } from '@vigia/auth';\nexport { Box } from '@vigia/design-system';\n",
  },
  domainImportsApiClient: { file: 'packages/domain/src/sample.ts', code: "export { getUnreadCount } from '@vigia/api-client';\n" },
  designSystemImportsI18n: { file: 'packages/design-system/src/sample.ts', code: "export { useTranslation } from '@vigia/i18n';\n" },
  featureImportsFeature: { file: 'packages/events/src/sample.ts', code: "export { UsersScreen } from '@vigia/users';\n" },
  settingsImportsFeature: { file: 'packages/settings/src/sample.ts', code: "export { UsersScreen } from '@vigia/users';\n" },
  settingsImportsFoundations: {
    file: 'packages/settings/src/sample.ts',
    code: "export { listCloseReasons } from '@vigia/api-client';\nexport { queryKeys } from '@vigia/api-client/query';\n",
  },
  adminComposesSettings: { file: 'mf-admin/src/sample.ts', code: "export const load = () => import('@vigia/settings');\n" },
  featureImportsSettings: { file: 'packages/events/src/sample.ts', code: "export const load = () => import('@vigia/settings');\n" },
  featureImportsFeatureBase: {
    file: 'packages/events/src/sample.ts',
    code: "export { EventForm } from '@vigia/event-form';\nexport { useAuth } from '@vigia/auth';\n",
  },
  featureImportsLayout: { file: 'packages/events/src/sample.ts', code: "export { AppLayout } from '@vigia/layout';\n" },
  sourceImportsTestUtils: { file: 'packages/events/src/sample.ts', code: "export { renderWithProviders } from '@vigia/test-utils';\n" },
  testImportsTestUtils: { file: 'packages/events/src/sample.test.tsx', code: "export { renderWithProviders } from '@vigia/test-utils';\n" },
  testHelperImportsTestUtils: { file: 'packages/events/src/test/sample.ts', code: "export { makeTicket } from '@vigia/test-utils';\n" },
  browserImportsTooling: { file: 'packages/domain/src/sample.ts', code: "import '@vigia/tooling/ts-resolve-hook';\n" },
  serverImportsTooling: {
    file: 'packages/api-server/src/sample.ts',
    code: "import '@vigia/tooling/ts-resolve-hook';\nexport { AREAS } from '@vigia/domain';\n",
  },
  shellComposes: {
    file: 'shell/src/sample.tsx',
    code: "export { AppLayout } from '@vigia/layout';\nexport { NotificationBell } from '@vigia/notifications';\n",
  },
  appImportsApp: { file: 'mf-admin/src/sample.ts', code: "export { default } from '@vigia/mf-driver';\n" },
  benchImportsByPath: { file: 'bench/sample.ts', code: "export { COMMUNES } from '../packages/domain/src/constants.ts';\n" },
  benchImportsByName: { file: 'bench/sample.ts', code: "export { COMMUNES } from '@vigia/domain';\n" },
  benchImportsServerByName: { file: 'bench/sample.ts', code: "export { createDb } from '@vigia/api-server/db';\n" },
  featureImportsTanStack: { file: 'packages/events/src/sample.ts', code: "export { useQuery } from '@tanstack/react-query';\n" },
  featureImportsQueryLayer: { file: 'packages/events/src/sample.ts', code: "export { useQuery } from '@vigia/api-client/query';\n" },
  queryLayerImportsTanStack: {
    file: 'packages/api-client/src/query/sample.ts',
    code: "export { useQuery } from '@tanstack/react-query';\n",
  },
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
