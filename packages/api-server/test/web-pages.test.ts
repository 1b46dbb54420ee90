// The pages the server sends for the web app, against @vigia/domain's manifest (areas.ts): each
// area's dashboard with its first paint, the public pages it renders itself, each remote's folder
// and registry entry. A page served but missing from the manifest fails here, and the other way round.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AREAS, FIRST_PAINT_FILE, REMOTES, SHELL_PAGES, areaPath } from '@vigia/domain';
import { PAGE_MANIFEST, type PageManifest, type PageVariant } from '@vigia/tooling/page-manifest';
import { withApp } from './helpers';

const PAGE: PageVariant = {
  parts: ['<!doctype html><html><head></head><body><div id="root">', '', '</div></body></html>'],
  inlineScripts: [],
};
// Stands in for mf-public's server bundle (public-page.test.ts tests the real page).
const BUNDLE = `exports.renderPublicPage = (template, data, options) => ({ html: template.replace('<div id="root"></div>', '<div id="root">' + options.view + '</div>'), inlineScripts: [] });`;

function webRoot(dir: string) {
  const root = join(dir, 'web');
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), PAGE.parts.join(''));
  writeFileSync(join(root, 'shell', 'dist', PAGE_MANIFEST), JSON.stringify({ splash: PAGE, firstPaint: PAGE } satisfies PageManifest));
  for (const [key, { app }] of Object.entries(REMOTES)) {
    mkdirSync(join(root, app, 'dist'), { recursive: true });
    writeFileSync(join(root, app, 'dist', 'remoteEntry.js'), `/* ${key} */`);
  }
  for (const area of AREAS) {
    const html = `<div id="first-paint" data-area="${area}"></div>`;
    writeFileSync(join(root, REMOTES[area].app, 'dist', FIRST_PAINT_FILE), JSON.stringify({ html, inlineScripts: [] }));
  }
  writeFileSync(join(root, 'mf-public', 'dist', 'sw.js'), '/* worker */');
  writeFileSync(
    join(root, 'mf-public', 'dist', 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(root, 'mf-public', 'dist-server'), { recursive: true });
  writeFileSync(join(root, 'mf-public', 'dist-server', 'server-render.cjs'), BUNDLE);
  return root;
}

/** Every GET route's path, from Fastify's route tree (a child's path follows its parent's). */
function routePaths(app: FastifyInstance): string[] {
  const stack: string[] = [];
  const paths: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false, method: 'GET' }).split('\n')) {
    const match = /^([│ ]*)[└├]── (.+?) \(/.exec(line);
    if (!match) continue;
    stack.length = match[1]!.length / 4;
    stack.push(match[2]!);
    paths.push(stack.join(''));
  }
  return paths;
}

let app: FastifyInstance;

withApp(
  (folder) => ({ dataDir: join(folder, 'data'), webRoot: webRoot(folder) }),
  (started) => {
    app = started;
  },
);

// Routes of the server's own, not pages of the web app: its config and remote registry, the public
// form's service worker, the road status page, the mail's unsubscribe page and the Open511 feed,
// the route alerts' pages (issue 41).
const NOT_APP_PAGES = ['/config.json', '/remotes.json', '/event/sw.js', '/estado-de-la-ruta', '/event/unsubscribe'];
NOT_APP_PAGES.push('/alertas', '/alertas/confirmar', '/alertas/baja');
// The road-data feeds and their page (issue 41).
NOT_APP_PAGES.push('/feeds', '/feeds/wzdx', '/feeds/datex2', '/feeds/waze');

it('serves as pages of its own exactly the areas’ dashboards and the public pages the manifest marks', () => {
  const served = routePaths(app).filter(
    (path) =>
      !['/api/', '/remotes/', '/open511/'].some((prefix) => path.startsWith(prefix)) &&
      !path.includes('*') &&
      !NOT_APP_PAGES.includes(path),
  );
  const serverRendered = Object.entries(SHELL_PAGES).flatMap(([path, page]) => ('serverRendered' in page ? [path] : []));
  expect(serverRendered.length).toBeGreaterThan(0);
  expect(served.sort()).toEqual(['/', '/index.html', ...AREAS.map((area) => areaPath(area)), ...serverRendered].sort());
});

it.each(AREAS)('puts the %s area’s first paint in its dashboard’s page', async (area) => {
  const page = await app.inject({ method: 'GET', url: areaPath(area), headers: { 'accept-encoding': 'identity' } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain(`<div id="first-paint" data-area="${area}">`);
  expect(page.body.match(/data-area=/g)).toHaveLength(1);
});

it.each(Object.entries(SHELL_PAGES).filter(([, page]) => 'serverRendered' in page))(
  'renders %s with the public form itself',
  async (path, page) => {
    const answer = await app.inject({ method: 'GET', url: path, headers: { 'accept-encoding': 'identity' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain(`<div id="root">${'variant' in page ? page.variant : ''}</div>`);
  },
);

it('registers and serves every remote of the manifest, from its app folder', async () => {
  const registry = (await app.inject({ method: 'GET', url: '/remotes.json' })).json<Record<string, string>>();
  expect(Object.keys(registry).sort()).toEqual(Object.keys(REMOTES).sort());
  for (const key of Object.keys(REMOTES)) {
    expect(registry[key]).toBe(`/remotes/${key}/mf-manifest.json`);
    const entry = await app.inject({ method: 'GET', url: `/remotes/${key}/remoteEntry.js`, headers: { 'accept-encoding': 'identity' } });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe(`/* ${key} */`);
  }
});
