// mf-public's standalone page served through its server render. The bundle here stands in for
// mf-public/dist-server/server-render.cjs (built by webpack; its own tests are in mf-public): it
// writes out the categories it is given, which must be the database's, current ones.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { removeDir, startApp, tempDir, withApp } from './helpers';

// As the production build writes it: its files named from the folder it is served at (pagePath).
const TEMPLATE =
  '<!doctype html><html><head><link rel="icon" href="/remotes/public/favicon.svg"></head><body><div id="root"></div><script defer src="/remotes/public/standalone/main.js"></script></body></html>';
const BUNDLE = `
let renders = 0;
exports.renderPublicPage = (template, data, options) => {
  renders += 1;
  if (data.categories.some((c) => c.name === 'rompe')) throw new Error('render failed');
  const html = template.replace('<div id="root"></div>', '<div id="root">' + JSON.stringify({ renders, options, names: data.categories.map((c) => c.name) }) + '</div>');
  return { html, inlineScripts: ['document.title = 1'] };
};`;

function webRoot(dir: string, withBundle: boolean) {
  const root = join(dir, 'web');
  mkdirSync(join(root, 'mf-public', 'dist'), { recursive: true });
  writeFileSync(join(root, 'mf-public', 'dist', 'index.html'), TEMPLATE);
  writeFileSync(join(root, 'mf-public', 'dist', 'remoteEntry.js'), '/* remote */');
  writeFileSync(join(root, 'mf-public', 'dist', 'sw.js'), '/* worker */');
  writeFileSync(join(root, 'mf-public', 'dist', 'manifest.webmanifest'), '{"start_url":"/event/form"}');
  mkdirSync(join(root, 'mf-public', 'dist', 'standalone', 'vendor'), { recursive: true });
  writeFileSync(join(root, 'mf-public', 'dist', 'standalone', 'vendor', 'browser-image-compression.js'), '/* compressor */');
  if (withBundle) {
    mkdirSync(join(root, 'mf-public', 'dist-server'), { recursive: true });
    writeFileSync(join(root, 'mf-public', 'dist-server', 'server-render.cjs'), BUNDLE);
  }
  return root;
}

const rendered = (html: string) =>
  JSON.parse(/<div id="root">(.*?)<\/div>/.exec(html)![1]!) as { renders: number; names: string[]; options: unknown };

describe('with the server bundle', () => {
  let app: FastifyInstance;

  withApp(
    (folder) => ({ dataDir: join(folder, 'data'), webRoot: webRoot(folder, true) }),
    (started) => {
      app = started;
    },
  );

  it("renders the page with the database's categories, compressed as the browser accepts, not cached by the browser", async () => {
    const plain = await app.inject({ method: 'GET', url: '/remotes/public/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The page's inline script is allowed by its hash, and no other.
    const hash = createHash('sha256').update('document.title = 1').digest('base64');
    expect(plain.headers['content-security-policy']).toMatch(
      new RegExp(`(^|;)script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`),
    );
    const api = await app.inject({ method: 'GET', url: '/api/ticket/category' });
    expect(api.headers['content-security-policy']).not.toContain('sha256');
    const names = (await app.inject({ method: 'GET', url: '/api/ticket/category' }))
      .json<{ payload: { name: string }[] }>()
      .payload.map((c) => c.name);
    expect(names.length).toBeGreaterThan(0);
    expect(rendered(plain.body).names).toEqual(names);

    const br = await app.inject({ method: 'GET', url: '/remotes/public/index.html', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ method: 'GET', url: '/remotes/public/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    // One render for all three: it is kept while the categories stay the same.
    expect(rendered(plain.body).renders).toBe(rendered(brotliDecompressSync(br.rawPayload).toString()).renders);
    expect(rendered(plain.body).options).toEqual({ view: 'contact', framed: false });
    expect(plain.body).toContain('src="/remotes/public/standalone/main.js"');
  });

  it.each([
    ['/event/form', { view: 'form', framed: true }],
    ['/user/contact', { view: 'contact', framed: true }],
  ])('serves %s as the framed page, its files named from the remote folder', async (url, options) => {
    const page = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(rendered(page.body).options).toEqual(options);
    expect(page.body).toContain('<link rel="icon" href="/remotes/public/favicon.svg">');
    expect(page.body).toContain('<script defer src="/remotes/public/standalone/main.js">');
  });

  it('renders again when the categories change, and sends the static page when a render fails', async () => {
    const before = rendered((await app.inject({ method: 'GET', url: '/remotes/public/' })).body);
    await app.database.query(`UPDATE categories SET name = 'Animal suelto' WHERE id = (SELECT min(id) FROM categories)`);
    const after = rendered((await app.inject({ method: 'GET', url: '/remotes/public/' })).body);
    expect(after.renders).toBeGreaterThan(before.renders);
    expect(after.names[0]).toBe('Animal suelto');

    await app.database.query(`UPDATE categories SET name = 'rompe' WHERE id = (SELECT min(id) FROM categories)`);
    const fallback = await app.inject({ method: 'GET', url: '/event/form' });
    expect(fallback.statusCode).toBe(200);
    expect(fallback.body).toBe(TEMPLATE);
  });

  it('serves the service worker from /event/, never cached, and lets the page register it', async () => {
    const worker = await app.inject({ method: 'GET', url: '/event/sw.js', headers: { 'accept-encoding': 'identity' } });
    expect(worker.statusCode).toBe(200);
    expect(worker.body).toBe('/* worker */');
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    const page = await app.inject({ method: 'GET', url: '/event/form' });
    // blob: for the photo compressor's worker (browser-image-compression starts it from a blob: URL), nothing wider.
    expect(page.headers['content-security-policy']).toMatch(/(^|;)worker-src 'self' blob:(;|$)/);
    expect(page.headers['content-security-policy']).toMatch(/(^|;)manifest-src 'self'(;|$)/);

    const manifest = await app.inject({
      method: 'GET',
      url: '/remotes/public/manifest.webmanifest',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toEqual({ start_url: '/event/form' });
  });

  it('still serves the remote files', async () => {
    const entry = await app.inject({ method: 'GET', url: '/remotes/public/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('/* remote */');
  });

  it('serves the photo compressor library the worker imports from the page origin', async () => {
    const library = await app.inject({
      method: 'GET',
      url: '/remotes/public/standalone/vendor/browser-image-compression.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(library.statusCode).toBe(200);
    expect(library.body).toBe('/* compressor */');
    expect(library.headers['content-type']).toMatch(/^(text|application)\/javascript/);
  });
});

it('without the server bundle, the static page is served', async () => {
  const dir = tempDir();
  const app = await startApp(join(dir, 'data'), { webRoot: webRoot(dir, false) });
  try {
    const page = await app.inject({ method: 'GET', url: '/remotes/public/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(TEMPLATE);
  } finally {
    await app.close();
    removeDir(dir);
  }
}, 60_000);
