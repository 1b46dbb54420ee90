// Runs one export of a module of the app's sources in a Node child process, at build time, and
// returns its result with the workspace files the run loaded. The page's parts and an area's first
// paint are made this way (page-parts-plugin.js, node-assets-plugin.js). A child, not webpack's
// importModule, which would run the module through the federation runtime, and a fresh one each
// time, so a rebuild in watch mode sees edited sources. ../node/ts-resolve-hook.ts lets Node load
// the workspace's extensionless TypeScript imports, tsx-hook.mjs compiles the `.tsx` ones.
import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const hooks = [new URL('../node/ts-resolve-hook.ts', import.meta.url), new URL('./tsx-hook.mjs', import.meta.url)];

/**
 * @param {string} file   absolute path of the module
 * @param {string} name   the export to call (with no arguments); its result must be JSON
 * @param {string} cwd    where the module's own imports are resolved from (the app's folder)
 * @param {Record<string, string>} [env] added to the child's environment
 * @returns {Promise<{ value: unknown, files: string[] }>} `files`: every file outside node_modules the run loaded
 */
export function runInNode(file, name, cwd, env = {}) {
  const script = [
    `import { registerHooks } from 'node:module';`,
    `const files = new Set();`,
    `registerHooks({ load(url, context, next) { if (url.startsWith('file:') && !url.includes('/node_modules/')) files.add(url); return next(url, context); } });`,
    `const module = await import(${JSON.stringify(pathToFileURL(file).href)});`,
    `if (typeof module[${JSON.stringify(name)}] !== 'function') throw new Error(${JSON.stringify(`${file} has no function export "${name}"`)});`,
    `const value = await module[${JSON.stringify(name)}]();`,
    `process.stdout.write(JSON.stringify({ value, files: [...files] }));`,
  ].join('\n');
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [...hooks.flatMap((hook) => ['--import', hook.href]), '--input-type=module', '--eval', script],
      { cwd, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, ...env } },
      (error, json, stderr) => {
        if (error) return reject(new Error(stderr || error.message));
        const { value, files } = JSON.parse(json);
        resolve({ value, files: files.map((url) => fileURLToPath(url)) });
      },
    );
  });
}

/**
 * `runInNode` again only when one of the files the last run loaded has changed since (watch mode
 * rebuilds the page on every edit; the run takes a few seconds). The files are added to the
 * compilation, so an edit to one of them starts a rebuild even when the bundle does not hold it.
 */
export function cachedRun(file, name, cwd, env) {
  let last = null;
  const newest = (files) => Math.max(0, ...files.map((f) => statSync(f, { throwIfNoEntry: false })?.mtimeMs ?? Infinity));
  return async (compilation) => {
    if (!last || newest(last.files) > last.at) {
      const at = Date.now();
      last = { ...(await runInNode(file, name, cwd, env)), at };
    }
    for (const dependency of last.files) compilation.fileDependencies.add(dependency);
    return last.value;
  };
}
