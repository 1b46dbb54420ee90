// The build code is the bottom layer (packages/README.md): it names no other workspace package.
// Each app's webpack config names what its build needs (page parts, first paint, files to copy),
// and the packages an app shares come from its own dependencies' package.json.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..');

function buildFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return buildFiles(full);
    return /\.test\.ts$/.test(entry.name) ? [] : [full];
  });
}

const files = [...buildFiles(path.join(root, 'webpack')), ...buildFiles(path.join(root, 'node'))];

it('reads the build code: webpack/ and node/, with the plugins, the config factory and the hooks', () => {
  const names = files.map((file) => path.relative(root, file));
  expect(names).toEqual(
    expect.arrayContaining([
      'webpack/create-config.js',
      'webpack/federation-shared.js',
      'webpack/page-parts-plugin.js',
      'node/ts-resolve-hook.ts',
    ]),
  );
});

it.each(files.map((file) => [path.relative(root, file), file]))('%s names no other @vigia package', (_name, file) => {
  const named = readFileSync(file, 'utf8').match(/@vigia\/[\w-]+/g) ?? [];
  expect(named.filter((name) => name !== '@vigia/tooling')).toEqual([]);
});
