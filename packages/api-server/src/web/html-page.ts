// Pages the server writes itself (the shell's, with its run-time config; mf-public's server
// render): compressed once per version, sent as the browser accepts, revalidated on every load
// (ETag). Their inline scripts (the theme script that runs before the first paint) are allowed one
// by one, by hash, in the response's Content-Security-Policy; never 'unsafe-inline'.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface HtmlPage {
  body: { identity: Buffer; br: Buffer; gzip: Buffer };
  etag: string;
  /** CSP sources ('sha256-…') allowing exactly the page's inline scripts. */
  scriptHashes: string;
}

export function htmlPage(html: string, inlineScripts: string[]): HtmlPage {
  const identity = Buffer.from(html);
  return {
    body: { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) },
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    scriptHashes: inlineScripts.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`).join(' '),
  };
}

/** Adds `hashes` ('sha256-…' sources) to the script-src of the CSP helmet already set on this reply. */
export function allowInlineScripts(reply: FastifyReply, hashes: string) {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string' && hashes) {
    reply.header('content-security-policy', csp.replace(/(^|;)\s*script-src ([^;]*)/, `$1script-src $2 ${hashes}`));
  }
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
