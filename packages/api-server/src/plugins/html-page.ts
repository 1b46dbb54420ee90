// Pages the server writes itself (the shell's, with its run-time config; mf-public's server
// render): compressed once per version, sent as the browser accepts, revalidated on every load
// (ETag), with their inline scripts allowed by hash.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { allowInlineScripts, scriptHashes } from './csp.ts';

export interface HtmlPage {
  body: { identity: Buffer; br: Buffer; gzip: Buffer };
  etag: string;
  /** CSP sources allowing exactly the page's inline scripts. */
  scriptHashes: string;
}

export function htmlPage(html: string, inlineScripts: string[]): HtmlPage {
  const identity = Buffer.from(html);
  return {
    body: { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) },
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    scriptHashes: scriptHashes(inlineScripts),
  };
}

export function sendHtmlPage(request: FastifyRequest, reply: FastifyReply, page: HtmlPage) {
  reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').header('etag', page.etag).type('text/html; charset=utf-8');
  allowInlineScripts(reply, page.scriptHashes);
  const known = String(request.headers['if-none-match'] ?? '').split(/\s*,\s*/);
  if (known.includes(page.etag)) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page.body[encoding]);
}
