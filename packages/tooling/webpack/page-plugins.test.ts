// The shell's page plugin on a fixture build (test/fixture: an async boundary, a shared module and
// a later chunk), built in a child process as the apps' builds run it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PageManifest } from '../node/page-manifest';

interface Build {
  errors: string[];
  files: Record<string, string>;
}

const dirs: string[] = [];
function build(template?: string): Build {
  const out = mkdtempSync(path.join(os.tmpdir(), 'vigia-fixture-build-'));
  dirs.push(out);
  const args = [path.join(__dirname, 'test', 'build-fixture.js'), out, ...(template ? [template] : [])];
  return JSON.parse(execFileSync(process.execPath, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 })) as Build;
}

let fixture: Build;
let page: PageManifest;
const fileOf = (prefix: string) => Object.keys(fixture.files).find((name) => name.startsWith(prefix) && name.endsWith('.js'))!;

beforeAll(() => {
  fixture = build();
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
    expect(page.splash.parts[2].startsWith('</div>')).toBe(true);
  });

  it('puts the config at the end of the head and the first paint at the start of #root', () => {
    const html = page.splash.parts[0] + '<meta name="config">' + page.splash.parts[1] + '<p>first paint</p>' + page.splash.parts[2];
    expect(html).toMatch(/<meta name="config"><\/head>/);
    expect(html).toMatch(/<div id="root"><p>first paint<\/p><\/div>/);
  });

  it('lets the first-paint variant request the scripts from one inline script, listed for the CSP', () => {
    const html = page.firstPaint.parts.join('');
    expect(html).not.toMatch(/<script[^>]* src=|rel="preload"/);
    expect(page.firstPaint.inlineScripts).toHaveLength(1);
    const [script] = page.firstPaint.inlineScripts;
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
    expect(build(template).errors.join('\n')).toMatch(/PagePartsPlugin: the page template needs exactly one/);
  }, 120_000);
});
