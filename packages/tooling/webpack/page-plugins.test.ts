// The page plugin and the Node assets plugin on a fixture build (test/fixture: an async boundary, a
// shared module, a later chunk, page parts and a first-paint module), built in a child process as
// the apps' builds run them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageManifest } from '../node/page-manifest';

interface Build {
  errors: string[];
  files: Record<string, string>;
}

interface Options {
  template?: string;
  /** A module of test/fixture; null: the page names none. */
  parts?: string | null;
  assets?: string;
}

const dirs: string[] = [];
function build(options: Options = {}): Build {
  const out = mkdtempSync(path.join(os.tmpdir(), 'vigia-fixture-build-'));
  dirs.push(out);
  const args = [path.join(__dirname, 'test', 'build-fixture.js'), out, JSON.stringify(options)];
  return JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })) as Build;
}

let fixture: Build;
let page: PageManifest;
const fileOf = (prefix: string) => Object.keys(fixture.files).find((name) => name.startsWith(prefix) && name.endsWith('.js'))!;

beforeAll(() => {
  fixture = build({ assets: 'first-paint.ts' });
  page = JSON.parse(fixture.files['page.json']!) as PageManifest;
}, 120_000);

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

it('builds without errors', () => {
  expect(fixture.errors).toEqual([]);
});

describe('PagePartsPlugin', () => {
  it("writes the page as the manifest's splash variant joined without config or first paint", () => {
    expect(page.splash.parts.join('')).toBe(fixture.files['index.html']);
    expect(page.splash.parts[0]).toContain(`<script defer src="/${fileOf('main')}"></script>`);
    expect(page.splash.parts[1].endsWith('<div id="root">')).toBe(true);
    // After the first paint: the splash in #root, from the page parts.
    expect(page.splash.parts[2].startsWith('<p role="status">Cargando…</p></div>')).toBe(true);
  });

  it("puts the parts module's theme script, then its CSS, first in the head, and its splash in #root", () => {
    const html = fixture.files['index.html']!;
    const parts = '<script>document.documentElement.dataset.theme="light"</script><style data-vigia-theme="">body{margin:0}</style>';
    expect(html).toContain(`${parts}<script defer src="/${fileOf('main')}"></script></head>`);
    expect(html).toContain('<div id="root"><p role="status">Cargando…</p></div>');
    expect(page.splash.inlineScripts).toEqual(['document.documentElement.dataset.theme="light"']);
  });

  it('puts the config at the end of the head and the first paint at the start of #root', () => {
    const html = page.splash.parts[0] + '<meta name="config">' + page.splash.parts[1] + '<p>first paint</p>' + page.splash.parts[2];
    expect(html).toMatch(/<meta name="config"><\/head>/);
    expect(html).toMatch(/<div id="root"><p>first paint<\/p><p role="status">Cargando…<\/p><\/div>/);
  });

  it('lets the first-paint variant request the scripts from one inline script, listed for the CSP', () => {
    const html = page.firstPaint.parts.join('');
    expect(html).not.toMatch(/<script[^>]* src=|rel="preload"/);
    // The theme script, then the one that requests the scripts.
    expect(page.firstPaint.inlineScripts).toHaveLength(2);
    expect(page.firstPaint.inlineScripts[0]).toBe(page.splash.inlineScripts[0]);
    const script = page.firstPaint.inlineScripts[1]!;
    expect(html).toContain(`<script>${script}</script></head>`);
    expect(script).toContain(JSON.stringify([`/${fileOf('main')}`]));
    expect(script).not.toContain(fileOf('later'));
    expect(page.firstPaint.parts[1]).toBe(page.splash.parts[1]);
  });

  it('fails the build when the template has no single empty #root', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'vigia-fixture-template-'));
    dirs.push(dir);
    const template = path.join(dir, 'index.html');
    writeFileSync(template, '<!doctype html><html><head></head><body><main></main></body></html>');
    expect(build({ template }).errors.join('\n')).toMatch(/PagePartsPlugin: the page template needs exactly one/);
  }, 120_000);

  it('fails the build when the page names no parts module, instead of shipping a page without CSS', () => {
    const { errors, files } = build({ parts: null });
    expect(errors.join('\n')).toMatch(/PagePartsPlugin: no page parts module .*the page would have no CSS/);
    expect(files['page.json']).toBeUndefined();
  }, 120_000);

  it('fails the build when the parts module gives no CSS', () => {
    const { errors, files } = build({ parts: 'page-parts-without-css.js' });
    expect(errors.join('\n')).toMatch(/PagePartsPlugin: the page parts module gave no css/);
    expect(files['page.json']).toBeUndefined();
  }, 120_000);
});

describe('NodeAssetsPlugin', () => {
  it("emits the files the module's default export returns, run in Node from its TypeScript source", () => {
    expect(JSON.parse(fixture.files['first-paint.json']!)).toEqual({ html: '<p>hola</p>', inlineScripts: [] });
  });

  it('fails the build when the module fails', () => {
    const { errors, files } = build({ assets: 'first-paint-broken.js' });
    expect(errors.join('\n')).toMatch(/NodeAssetsPlugin: .*first-paint-broken\.js: .*no dashboard/s);
    expect(files['first-paint.json']).toBeUndefined();
  }, 120_000);
});
