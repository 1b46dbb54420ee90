// `pnpm test`: every jest project (server against real PGlite, components in jsdom), then the
// browser tests (real server, Debian's Chromium). Ends with one plain summary line for CI.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { run } from './lib.ts';

const out = mkdtempSync(path.join(os.tmpdir(), 'vigia-test-'));
const pwJson = path.join(out, 'playwright.json');

// Files that time the server's answers (a latency percentile, the time-outs, the same time for an
// account and for nobody, a notice on another instance within 1 s) run alone after the rest, so the second jest worker (jest.config.cjs)
// never shares the cores with them. Named by file name, each unique: jest also matches a pattern
// against the path inside the project, so a negated full path would still select the file.
const SOLO = ['timeouts', 'enumeration', 'largest-bodies', 'multi-instance'];
const soloPattern = `/(${SOLO.join('|')})\\.test\\.ts$`;

// Static checks first: they are fast, and a type, boundary or formatting error fails the run. Each
// uses one core, so the type check runs beside the other two (2026-11-27: 72 s in a row, 57 s so).
const [typecheckCode, [lintCode, formatCode]] = await Promise.all([
  run('pnpm', ['exec', 'tsc', '-p', 'tsconfig.json']),
  (async (): Promise<[number, number]> => [
    await run('pnpm', ['exec', 'eslint', '.', '--max-warnings=0']),
    await run('pnpm', ['exec', 'prettier', '--check', '.']),
  ])(),
]);

/** One jest run; its JSON report lands in `out`. */
async function jest(name: string, args: string[]): Promise<{ code: number; report: string }> {
  const report = path.join(out, `jest-${name}.json`);
  return { code: await run('pnpm', ['exec', 'jest', '--json', `--outputFile=${report}`, ...args]), report };
}
// Arguments (a file, a name pattern) make one run of what they select, as before.
const extra = process.argv.slice(2);
const jestRuns =
  extra.length > 0
    ? [await jest('selected', extra)]
    : [
        await jest('shared', ['--testPathPatterns', `^(?!.*${soloPattern})`]),
        await jest('solo', ['--runInBand', '--testPathPatterns', soloPattern]),
      ];
const browserCode = await run(process.execPath, ['scripts/test-browser.ts'], {
  env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson },
});

let passed = 0;
let failed = 0;
for (const { report } of jestRuns) {
  try {
    const jest = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numRuntimeErrorTestSuites: number;
    };
    passed += jest.numPassedTests;
    failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  } catch {
    failed += 1; // jest produced no report: count the run as a failure
  }
}
try {
  const pw = JSON.parse(readFileSync(pwJson, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
  passed += pw.stats.expected + pw.stats.flaky;
  failed += pw.stats.unexpected;
} catch {
  failed += 1;
}
rmSync(out, { recursive: true, force: true });

if (typecheckCode !== 0) {
  console.error('Type check failed.');
  failed += 1;
}
if (lintCode !== 0) {
  console.error('Lint failed.');
  failed += 1;
}
if (formatCode !== 0) {
  console.error('Formatting differs from prettier (pnpm format).');
  failed += 1;
}
if ((jestRuns.some((r) => r.code !== 0) || browserCode !== 0) && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
