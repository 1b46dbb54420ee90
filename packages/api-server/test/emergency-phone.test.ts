// The concession's emergency number (issue 24) reaches mf-public's own page as run-time config,
// where the report form shows it as a tap-to-call link when people are injured.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { RUN_TIME_CONFIG_ID } from '@vigia/domain';
import { PAGE_MANIFEST, type PageManifest, type PageVariant } from '@vigia/tooling/page-manifest';
import { removeDir, startApp, tempDir } from './helpers';

const TEMPLATE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
// Stands in for mf-public/dist-server/server-render.cjs (see public-page.test.ts).
const BUNDLE = `exports.renderPublicPage = (template) => ({ html: template, inlineScripts: [] });`;

function webRoot(dir: string) {
  const root = join(dir, 'web');
  mkdirSync(join(root, 'mf-public', 'dist'), { recursive: true });
  mkdirSync(join(root, 'mf-public', 'dist-server'), { recursive: true });
  writeFileSync(join(root, 'mf-public', 'dist', 'index.html'), TEMPLATE);
  writeFileSync(join(root, 'mf-public', 'dist-server', 'server-render.cjs'), BUNDLE);
  // The shell's build, as page-parts-plugin.js writes it (see tickets.test.ts).
  const shell: PageVariant = {
    parts: ['<!doctype html><html><head>', '</head><body><div id="root">', '</div></body></html>'],
    inlineScripts: [],
  };
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), shell.parts.join(''));
  writeFileSync(join(root, 'shell', 'dist', PAGE_MANIFEST), JSON.stringify({ splash: shell, firstPaint: shell } satisfies PageManifest));
  return root;
}

const configIn = (html: string) => {
  const found = new RegExp(`<script type="application/json" id="${RUN_TIME_CONFIG_ID}">(.*?)</script>`).exec(html);
  return found ? (JSON.parse(found[1]!) as Record<string, unknown>) : null;
};

describe('the report page’s emergency number', () => {
  let dir: string;
  afterEach(() => removeDir(dir));

  it('is written into the page when configured', async () => {
    dir = tempDir();
    const app: FastifyInstance = await startApp(join(dir, 'data'), { webRoot: webRoot(dir), emergencyPhone: '600 123 4567' });
    try {
      const res = await app.inject({ method: 'GET', url: '/event/form' });
      expect(res.statusCode).toBe(200);
      expect(configIn(res.body)).toMatchObject({ emergencyPhone: '600 123 4567' });
      // The shell's page too: the form inside a staff area (a driver's report) offers it as well.
      const shell = await app.inject({ method: 'GET', url: '/driver/events', headers: { 'accept-encoding': 'identity' } });
      expect(configIn(shell.body)).toMatchObject({ emergencyPhone: '600 123 4567', remotes: expect.any(Object) });
    } finally {
      await app.close();
    }
  });

  it('is left out when not configured (only 131, 132 and 133 are offered)', async () => {
    dir = tempDir();
    const app: FastifyInstance = await startApp(join(dir, 'data'), { webRoot: webRoot(dir) });
    try {
      const res = await app.inject({ method: 'GET', url: '/event/form' });
      expect(res.statusCode).toBe(200);
      expect(configIn(res.body)).toBeNull();
      const shell = await app.inject({ method: 'GET', url: '/driver/events', headers: { 'accept-encoding': 'identity' } });
      expect(configIn(shell.body)).not.toHaveProperty('emergencyPhone');
    } finally {
      await app.close();
    }
  });
});
