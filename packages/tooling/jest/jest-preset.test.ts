// The web preset makes Testing Library wait for what a test means, up to 5 s, not its 1 s default.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';

const preset = createRequire(__filename)('./jest-preset.cjs') as {
  web: { setupFilesAfterEnv: string[] };
  node: { setupFilesAfterEnv?: string[] };
};
const setupFile = path.join(__dirname, 'setup-testing-library.cjs');

/** Runs the setup file as if for a test file in `dir`; returns what it passed to `configure`. */
function runSetupFor(dir: string): unknown[] {
  const calls: unknown[] = [];
  (globalThis as { __configureCalls?: unknown[] }).__configureCalls = calls;
  const { testPath } = expect.getState();
  expect.setState({ testPath: path.join(dir, 'screen.test.tsx') });
  try {
    // jest's own require: the setup file must see this test's `expect`.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    jest.isolateModules(() => require(setupFile));
  } finally {
    expect.setState({ testPath });
  }
  return calls;
}

describe('the web preset', () => {
  it('runs the Testing Library setup after the DOM stubs, and the node preset does not', () => {
    expect(preset.web.setupFilesAfterEnv).toEqual([path.join(__dirname, 'setup-dom.cjs'), setupFile]);
    expect(preset.node.setupFilesAfterEnv).toBeUndefined();
  });

  it("sets asyncUtilTimeout to 5 s on the Testing Library the test file's package resolves", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vigia-preset-'));
    try {
      const library = path.join(dir, 'node_modules', '@testing-library', 'react');
      mkdirSync(library, { recursive: true });
      writeFileSync(path.join(library, 'package.json'), JSON.stringify({ name: '@testing-library/react', main: 'index.js' }));
      writeFileSync(path.join(library, 'index.js'), 'exports.configure = (options) => globalThis.__configureCalls.push(options);');
      expect(runSetupFor(path.join(dir, 'src'))).toEqual([{ asyncUtilTimeout: 5_000 }]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
