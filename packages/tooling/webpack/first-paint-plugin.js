// Emits FIRST_PAINT_FILE (@vigia/domain): the area's dashboard as its first render draws it, rendered
// at build time by @vigia/layout/first-paint, with the text of its inline script (FirstPaintBlock of
// ../node/page-manifest.ts), which the API server puts in the shell's page for `/<area>/dashboard`
// (packages/api-server/src/web/static.ts). It comes with the remote's own build, so a remote
// deployed alone brings its own. Rendered in a Node child process from the sources, like
// theme-css-loader.cjs (webpack's importModule would run it through the federation runtime).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import webpack from 'webpack';

const NAME = 'FirstPaintPlugin';
// Lets Node load the workspace's extensionless TypeScript imports (../node/ts-resolve-hook.ts).
const tsResolveHook = fileURLToPath(new URL('../node/ts-resolve-hook.ts', import.meta.url));

export class FirstPaintPlugin {
  /**
   * @param {object} options
   * @param {string} options.dir  the app folder
   * @param {string} options.area the area the remote serves
   * @param {string} options.app  the module whose default export is the area's app (`./src/app.tsx`)
   */
  constructor({ dir, area, app }) {
    this.dir = dir;
    this.area = area;
    this.app = path.resolve(dir, app);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const { file, block } = await this.render();
        compilation.emitAsset(file, new webpack.sources.RawSource(JSON.stringify(block)));
      });
    });
  }

  render() {
    const hooks = [tsResolveHook, fileURLToPath(new URL('./tsx-hook.mjs', import.meta.url))];
    const area = JSON.stringify(this.area);
    // The packages are resolved from the app's folder (the child's cwd), as its build does.
    const script = [
      `const { AREA_SCREENS, FIRST_PAINT_FILE } = await import('@vigia/domain');`,
      `const { renderAreaFirstPaint } = await import('@vigia/layout/first-paint');`,
      // The header as the shell draws it (shell/src/routes/area-gate.tsx puts the notification bell
      // in the layout's slot). The bell shows only in an area with a notifications screen, whose
      // remote serves that screen and so has the package.
      `const HeaderActions = AREA_SCREENS[${area}].includes('notifications') ? (await import('@vigia/notifications')).NotificationBell : undefined;`,
      `const { default: App } = await import(${JSON.stringify(pathToFileURL(this.app).href)});`,
      `process.stdout.write(JSON.stringify({ file: FIRST_PAINT_FILE, block: renderAreaFirstPaint(${area}, App, { HeaderActions }) }));`,
    ].join('\n');
    return new Promise((resolve, reject) => {
      execFile(
        process.execPath,
        [...hooks.flatMap((hook) => ['--import', pathToFileURL(hook).href]), '--input-type=module', '--eval', script],
        { cwd: this.dir, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'production' } },
        (error, json, stderr) => (error ? reject(new Error(`${NAME}: ${stderr || error.message}`)) : resolve(JSON.parse(json))),
      );
    });
  }
}
