// The plugin against a stand-in compiler: what it emits, under which name, and that the minimizer
// is told to leave the copy alone. (The apps' builds run it for real; see mf-public/webpack.config.js.)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { CopyFilesPlugin } from './copy-files-plugin.js';

type Emitted = { name: string; source: string; info: Record<string, unknown> };

function run(files: Record<string, string>) {
  const emitted: Emitted[] = [];
  const dependencies = new Set<string>();
  let stage: number | undefined;
  let processAssets: (() => void) | undefined;
  const compilation = {
    fileDependencies: dependencies,
    hooks: {
      processAssets: {
        tap: (options: { stage: number }, fn: () => void) => {
          stage = options.stage;
          processAssets = fn;
        },
      },
    },
    emitAsset: (name: string, source: { source(): Buffer | string }, info: Record<string, unknown>) =>
      emitted.push({ name, source: String(source.source()), info }),
  };
  const compiler = { hooks: { thisCompilation: { tap: (_name: string, fn: (c: typeof compilation) => void) => fn(compilation) } } };
  new CopyFilesPlugin(files).apply(compiler as never);
  processAssets?.();
  return { emitted, dependencies, stage };
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'vigia-copy-files-'));
  writeFileSync(path.join(dir, 'library.js'), '!function(){/* umd */}();');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('emits each file as it is under its stable name, marked as already minimized', () => {
  const source = path.join(dir, 'library.js');
  const { emitted, dependencies, stage } = run({ 'standalone/vendor/library.js': source });
  expect(emitted).toEqual([
    { name: 'standalone/vendor/library.js', source: '!function(){/* umd */}();', info: expect.objectContaining({ minimized: true }) },
  ]);
  // Watched in development, and emitted before the service worker's precache list is made.
  expect([...dependencies]).toEqual([source]);
  expect(stage).toBeLessThan(webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER - 10);
});

it('fails the build when a file to copy is missing', () => {
  expect(() => run({ 'vendor/missing.js': path.join(dir, 'missing.js') })).toThrow(/ENOENT/);
});
