// Serves the built web app for `pnpm start`: the shell at `/` with SPA fallback, each remote at
// /remotes/<area>/, /remotes.json (the area → manifest map the shell reads at run time), and
// mf-public's server-rendered page (public-page.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AREAS, areaPath, FIRST_PAINT_FILE, REMOTES, runTimeConfigElement } from '@vigia/domain';
import { apiNotFound } from '../plugins/envelope.ts';
import { PAGE_MANIFEST, type FirstPaintBlock, type PageManifest } from '@vigia/tooling/page-manifest';
import { htmlPage, sendHtmlPage, type HtmlPage } from './html-page.ts';
import { registerPublicPage } from './public-page.ts';

const HASHED = /\.[0-9a-f]{10,}\.(js|css|mjs|woff2?|png|jpe?g|svg|webp|gif|ico|map)$/i;
// sw.js: a browser checks its worker for updates with this file, so it must never be stale.
const NO_CACHE = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'remotes.json', 'sw.js']);
// The production build writes source maps next to the scripts (for error reports and local
// debugging); they show the original source, so they are never served (issue 21), compressed
// copies included. Dot files (.env and the like) neither.
const NOT_SERVED = (pathName: string) => /\.map(\.(br|gz))?$/i.test(pathName) || pathName.split('/').some((part) => part.startsWith('.'));

function setCacheHeaders(reply: FastifyReply, filePath: string) {
  const name = filePath.split(/[\\/]/).pop() ?? '';
  if (NO_CACHE.has(name) || name.endsWith('.html')) reply.header('cache-control', 'no-cache');
  else if (HASHED.test(name)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=3600');
}

/**
 * The shell's page with its run-time config written in (@vigia/domain run-time-config.ts) and its
 * inline scripts allowed, assembled from the build's page manifest (@vigia/tooling/page-manifest).
 * Made again when the build rewrites it or the config changes. With `firstPaint` (an area remote's
 * FIRST_PAINT_FILE, @vigia/layout/first-paint), the page also carries that area's dashboard, drawn
 * before any script has run for a user signed in to it, and requests its scripts after that frame.
 */
function shellPage(app: FastifyInstance, shellDist: string, remotes: () => string, firstPaint?: string) {
  const file = join(shellDist, PAGE_MANIFEST);
  let cached: (HtmlPage & { key: string }) | null = null;
  const render = () => {
    const config = runTimeConfigElement({
      apiHosts: app.settings.apiHosts,
      // JSON.parse answers any: the remotes map we generate or were given.
      remotes: JSON.parse(remotes()) as Record<string, string>,
      // The report form inside the shell offers it when people are injured (issue 24).
      ...(app.settings.emergencyPhone ? { emergencyPhone: app.settings.emergencyPhone } : {}),
    });
    const blockFile = firstPaint && existsSync(firstPaint) ? firstPaint : null;
    const key = `${statSync(file).mtimeMs}\n${blockFile ? statSync(blockFile).mtimeMs : ''}\n${config}`;
    if (cached?.key !== key) {
      // JSON.parse answers any below: files our own build wrote (page.json, first-paint.json).
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as PageManifest;
      const block: FirstPaintBlock = blockFile
        ? (JSON.parse(readFileSync(blockFile, 'utf8')) as FirstPaintBlock)
        : { html: '', inlineScripts: [] };
      const { parts, inlineScripts } = blockFile ? manifest.firstPaint : manifest.splash;
      const html = parts[0] + config + parts[1] + block.html + parts[2];
      cached = { key, ...htmlPage(html, [...inlineScripts, ...block.inlineScripts]) };
    }
    return cached;
  };
  return (request: FastifyRequest, reply: FastifyReply) => {
    let page: HtmlPage;
    try {
      page = render();
    } catch (error) {
      // Being rebuilt, or a manifest or registry that does not parse: the file as it is (the shell
      // then fetches its config and shows what fails).
      request.log.warn({ err: error }, 'shell page: sending the file without its run-time config');
      return reply.header('cache-control', 'no-cache').sendFile('index.html', shellDist);
    }
    return sendHtmlPage(request, reply, page);
  };
}

export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined, remotesJsonFile: string | undefined) {
  const remotes = Object.fromEntries(Object.keys(REMOTES).map((area) => [area, `/remotes/${area}/mf-manifest.json`]));
  // Run-time API hosts for the shell (SPEC §7): empty means the API is on this origin.
  app.get('/config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.settings.apiHosts;
  });

  const registry = () => (remotesJsonFile ? readFileSync(remotesJsonFile, 'utf8') : JSON.stringify(remotes));
  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return reply.type('application/json').send(registry());
  });

  const shellDist = webRoot ? join(webRoot, 'shell', 'dist') : undefined;
  const hasShell = Boolean(shellDist && existsSync(join(shellDist, 'index.html')));
  const sendShell = hasShell ? shellPage(app, shellDist!, registry) : null;
  if (webRoot) {
    let decorated = false;
    const serve = async (root: string, prefix: string, index: string[] | false = false) => {
      await app.register(fastifyStatic, {
        root,
        prefix,
        decorateReply: !decorated,
        index,
        // The build writes .br and .gz next to each asset; send the best the browser accepts.
        preCompressed: true,
        cacheControl: false,
        setHeaders: setCacheHeaders,
        allowedPath: (pathName) => !NOT_SERVED(pathName),
      });
      decorated = true;
    };
    if (hasShell) {
      await serve(shellDist!, '/');
      app.get('/', { schema: { hide: true } }, sendShell!);
      app.get('/index.html', { schema: { hide: true } }, sendShell!);
      for (const area of AREAS) {
        const firstPaint = join(webRoot, REMOTES[area].app, 'dist', FIRST_PAINT_FILE);
        app.get(areaPath(area), { schema: { hide: true } }, shellPage(app, shellDist!, registry, firstPaint));
      }
    } else app.log.warn({ dir: shellDist }, 'shell/dist not found: the web app is not served (run pnpm build)');
    // Each remote of @vigia/domain's manifest, from its app folder's dist.
    for (const [area, { app: folder }] of Object.entries(REMOTES)) {
      const dist = join(webRoot, folder, 'dist');
      const prefix = `/remotes/${area}/`;
      // mf-public also runs standalone: its page (the embeddable form, and /event/form and
      // /user/contact) is rendered on the server when its server bundle is built.
      const page = area === 'public' && existsSync(dist) && registerPublicPage(app, join(webRoot, folder), prefix);
      if (!existsSync(dist)) {
        app.log.warn({ dir: dist }, `${folder}/dist not found: remote ${area} is not served`);
        continue;
      }
      await serve(dist, prefix, area === 'public' && !page ? ['index.html'] : false);
      // The public form's service worker, served from /event/ so that its scope covers /event/form.
      if (area === 'public' && existsSync(join(dist, 'sw.js'))) {
        app.get('/event/sw.js', { schema: { hide: true } }, (_request, reply) => reply.sendFile('sw.js', dist));
      }
    }
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    const looksLikeAsset = /\.[a-z0-9]+$/i.test(path) || path.startsWith('/remotes/');
    if (!isApi && sendShell && !looksLikeAsset && (request.method === 'GET' || request.method === 'HEAD')) return sendShell(request, reply);
    return apiNotFound(request, reply);
  });
}
