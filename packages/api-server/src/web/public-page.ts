// mf-public's own page, rendered on the server: the form is in the HTML (painted before any script
// runs) with the categories it needs, and the browser hydrates it. Served embeddable at
// /remotes/public/ and, with the public header, at /event/form and /user/contact: a reporter on a
// slow phone gets the form without the shell's federation runtime and router. The shell still owns
// those routes once it is loaded (its links navigate without asking the server).
// Each render is kept until the categories change. Without the server bundle (not built), or if a
// render fails, the static page is sent and the browser renders it alone.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runTimeConfigElement, SHELL_PAGES, type Category } from '@vigia/domain';
import { listCategories } from '../repositories/lookups.ts';
import { htmlPage, sendHtmlPage, type HtmlPage } from './html-page.ts';

interface PageOptions {
  view: 'contact' | 'form';
  framed: boolean;
}

interface ServerRender {
  renderPublicPage(template: string, data: { categories: Category[] }, options: PageOptions): { html: string; inlineScripts: string[] };
}

interface Rendered extends HtmlPage {
  key: string;
}

export const PUBLIC_PAGE_BUNDLE = join('dist-server', 'server-render.cjs');

/** Registers the page's routes; false when mf-public has no server bundle. */
export function registerPublicPage(app: FastifyInstance, appDir: string, prefix: string): boolean {
  const bundle = join(appDir, PUBLIC_PAGE_BUNDLE);
  const templateFile = join(appDir, 'dist', 'index.html');
  if (!existsSync(bundle) || !existsSync(templateFile)) return false;
  // require answers any: mf-public's server build exports renderPublicPage.
  const { renderPublicPage } = createRequire(bundle)(bundle) as ServerRender;
  // Its asset URLs are absolute (the build's pagePath), so the page works at each of its paths.
  const template = readFileSync(templateFile, 'utf8');
  // The page's run-time config: only what the form reads on this page, the concession's emergency
  // number (issue 24); an inert JSON script, so the CSP needs no hash for it.
  const configElement = app.settings.emergencyPhone
    ? runTimeConfigElement({ apiHosts: {}, remotes: {}, emergencyPhone: app.settings.emergencyPhone })
    : '';
  const withConfig = (html: string) => (configElement ? html.replace('</head>', `${configElement}</head>`) : html);

  const serve = (options: PageOptions) => {
    let cached: Rendered | null = null;
    const renderFor = async (): Promise<Rendered> => {
      const categories = await listCategories(app.db);
      const key = JSON.stringify(categories);
      if (cached?.key !== key) {
        const page = renderPublicPage(template, { categories }, options);
        cached = { key, ...htmlPage(withConfig(page.html), page.inlineScripts) };
      }
      return cached;
    };

    return async (request: FastifyRequest, reply: FastifyReply) => {
      let page: Rendered;
      try {
        page = await renderFor();
      } catch (error) {
        request.log.error({ err: error }, 'public page: server render failed, sending the static page');
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(withConfig(template));
      }
      return sendHtmlPage(request, reply, page);
    };
  };

  const embedded = serve({ view: 'contact', framed: false });
  app.get(prefix, { schema: { hide: true } }, embedded);
  app.get(`${prefix}index.html`, { schema: { hide: true } }, embedded);
  // The shell's pages that the manifest marks as rendered here too.
  for (const [path, page] of Object.entries(SHELL_PAGES)) {
    if ('serverRendered' in page) app.get(path, { schema: { hide: true } }, serve({ view: page.variant, framed: true }));
  }
  return true;
}
