// mf-public's standalone page, rendered on the server: the form is in the HTML (painted before any
// script runs) with the categories it needs, and the browser hydrates it. The render is kept until
// the categories change. Without the server bundle (not built), or if a render fails, the static
// page is sent and the browser renders it alone.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Category } from '@vigia/domain';
import { listCategories } from '../repositories/lookups.ts';

interface ServerRender {
  renderPublicPage(template: string, data: { categories: Category[] }): { html: string; inlineScripts: string[] };
}

interface Rendered {
  key: string;
  body: { identity: Buffer; br: Buffer; gzip: Buffer };
  /** CSP sources allowing exactly the page's inline scripts. */
  scriptHashes: string;
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

export const PUBLIC_PAGE_BUNDLE = join('dist-server', 'server-render.cjs');

/** Registers GET `${prefix}` and `${prefix}index.html`; false when mf-public has no server bundle. */
export function registerPublicPage(app: FastifyInstance, appDir: string, prefix: string): boolean {
  const bundle = join(appDir, PUBLIC_PAGE_BUNDLE);
  const templateFile = join(appDir, 'dist', 'index.html');
  if (!existsSync(bundle) || !existsSync(templateFile)) return false;
  const render = (createRequire(bundle)(bundle) as ServerRender).renderPublicPage;
  const template = readFileSync(templateFile, 'utf8');
  let cached: Rendered | null = null;

  const renderFor = async (): Promise<Rendered> => {
    const categories = await listCategories(app.db);
    const key = JSON.stringify(categories);
    if (cached?.key !== key) {
      const page = render(template, { categories });
      const identity = Buffer.from(page.html);
      cached = {
        key,
        body: { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) },
        scriptHashes: page.inlineScripts.map(sha256).join(' '),
      };
    }
    return cached;
  };

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    let page: Rendered;
    try {
      page = await renderFor();
    } catch (error) {
      request.log.error({ err: error }, 'public page: server render failed, sending the static page');
      return reply.send(template);
    }
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && page.scriptHashes) {
      reply.header('content-security-policy', csp.replace(/(^|;)\s*script-src ([^;]*)/, `$1script-src $2 ${page.scriptHashes}`));
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page.body[encoding]);
  };
  app.get(prefix, { schema: { hide: true } }, handler);
  app.get(`${prefix}index.html`, { schema: { hide: true } }, handler);
  return true;
}
